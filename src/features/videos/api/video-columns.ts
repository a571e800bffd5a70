/**
 * The videos columns the lists read (FeedVideo), as a select list: supabase-js types each call's
 * rows from it and the generated database types.
 */
export const VIDEO_COLUMNS =
  'id,title,video_url,thumbnail_url,user_id,upload_time,created_at,views,likes_count,challenge_tag,category,is_boosted,boost_until,moderation_status' as const;
