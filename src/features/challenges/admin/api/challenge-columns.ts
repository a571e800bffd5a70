/** The columns the admin panel reads (model/challenge.ts AdminChallenge). */
export const ADMIN_CHALLENGE_COLUMNS =
  'id,title,description,image_url,prize_text,start_date,end_date,is_active,affiliate_product_name,affiliate_url,affiliate_image_url,created_at';
