export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          action: string
          admin_user_id: string | null
          created_at: string
          id: number
          new_values: Json | null
          record_id: string | null
          table_name: string
        }
        Insert: {
          action: string
          admin_user_id?: string | null
          created_at?: string
          id?: never
          new_values?: Json | null
          record_id?: string | null
          table_name: string
        }
        Update: {
          action?: string
          admin_user_id?: string | null
          created_at?: string
          id?: never
          new_values?: Json | null
          record_id?: string | null
          table_name?: string
        }
        Relationships: []
      }
      affiliates: {
        Row: {
          affiliate_code: string
          commission_rate: number
          created_at: string
          id: string
          payout_details: NonNullable<Json>
          payout_method: string | null
          payout_verified: boolean
          referral_count: number
          total_commission: number
          updated_at: string
          user_id: string
        }
        Insert: {
          affiliate_code: string
          commission_rate?: number
          created_at?: string
          id?: string
          payout_details?: NonNullable<Json>
          payout_method?: string | null
          payout_verified?: boolean
          referral_count?: number
          total_commission?: number
          updated_at?: string
          user_id: string
        }
        Update: {
          affiliate_code?: string
          commission_rate?: number
          created_at?: string
          id?: string
          payout_details?: NonNullable<Json>
          payout_method?: string | null
          payout_verified?: boolean
          referral_count?: number
          total_commission?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      boost_orders: {
        Row: {
          amount_cents: number
          checkout_session_id: string
          checkout_url: string | null
          created_at: string
          days: number
          external_url: string | null
          id: string
          paid_at: string | null
          payment_intent_id: string | null
          refund_reason: string | null
          refunded_at: string | null
          request_key: string | null
          status: string
          updated_at: string
          user_id: string | null
          video_id: string | null
        }
        Insert: {
          amount_cents: number
          checkout_session_id: string
          checkout_url?: string | null
          created_at?: string
          days: number
          external_url?: string | null
          id?: string
          paid_at?: string | null
          payment_intent_id?: string | null
          refund_reason?: string | null
          refunded_at?: string | null
          request_key?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
          video_id?: string | null
        }
        Update: {
          amount_cents?: number
          checkout_session_id?: string
          checkout_url?: string | null
          created_at?: string
          days?: number
          external_url?: string | null
          id?: string
          paid_at?: string | null
          payment_intent_id?: string | null
          refund_reason?: string | null
          refunded_at?: string | null
          request_key?: string | null
          status?: string
          updated_at?: string
          user_id?: string | null
          video_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "boost_orders_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      challenge_email_optins: {
        Row: {
          confirmed_at: string | null
          created_at: string
          email: string
          id: string
          name: string | null
          unsubscribe_token: string
          unsubscribed_at: string | null
          updated_at: string
        }
        Insert: {
          confirmed_at?: string | null
          created_at?: string
          email: string
          id?: string
          name?: string | null
          unsubscribe_token?: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Update: {
          confirmed_at?: string | null
          created_at?: string
          email?: string
          id?: string
          name?: string | null
          unsubscribe_token?: string
          unsubscribed_at?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      challenge_entries: {
        Row: {
          challenge_id: string
          created_at: string
          id: string
          updated_at: string
          user_id: string
          video_id: string
        }
        Insert: {
          challenge_id: string
          created_at?: string
          id?: string
          updated_at?: string
          user_id: string
          video_id: string
        }
        Update: {
          challenge_id?: string
          created_at?: string
          id?: string
          updated_at?: string
          user_id?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "challenge_entries_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenge_participant_counts"
            referencedColumns: ["challenge_id"]
          },
          {
            foreignKeyName: "challenge_entries_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "challenge_entries_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      challenge_entry_tickets: {
        Row: {
          bound_at: string | null
          challenge_id: string
          content_sha256: string | null
          created_at: string
          entry_id: string | null
          file_checks: number
          id: string
          issued_at: string
          used_at: string | null
          user_id: string
          voided_at: string | null
        }
        Insert: {
          bound_at?: string | null
          challenge_id: string
          content_sha256?: string | null
          created_at?: string
          entry_id?: string | null
          file_checks?: number
          id?: string
          issued_at?: string
          used_at?: string | null
          user_id: string
          voided_at?: string | null
        }
        Update: {
          bound_at?: string | null
          challenge_id?: string
          content_sha256?: string | null
          created_at?: string
          entry_id?: string | null
          file_checks?: number
          id?: string
          issued_at?: string
          used_at?: string | null
          user_id?: string
          voided_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "challenge_entry_tickets_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenge_participant_counts"
            referencedColumns: ["challenge_id"]
          },
          {
            foreignKeyName: "challenge_entry_tickets_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "challenge_entry_tickets_entry_id_fkey"
            columns: ["entry_id"]
            isOneToOne: false
            referencedRelation: "challenge_entries"
            referencedColumns: ["id"]
          },
        ]
      }
      challenge_winners: {
        Row: {
          challenge_id: string
          created_at: string
          created_by: string | null
          id: string
          place: number
          updated_at: string
          user_id: string
          video_id: string
        }
        Insert: {
          challenge_id: string
          created_at?: string
          created_by?: string | null
          id?: string
          place: number
          updated_at?: string
          user_id: string
          video_id: string
        }
        Update: {
          challenge_id?: string
          created_at?: string
          created_by?: string | null
          id?: string
          place?: number
          updated_at?: string
          user_id?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "challenge_winners_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenge_participant_counts"
            referencedColumns: ["challenge_id"]
          },
          {
            foreignKeyName: "challenge_winners_challenge_id_fkey"
            columns: ["challenge_id"]
            isOneToOne: false
            referencedRelation: "challenges"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "challenge_winners_entry_fk"
            columns: ["challenge_id", "video_id"]
            isOneToOne: true
            referencedRelation: "challenge_entries"
            referencedColumns: ["challenge_id", "video_id"]
          },
        ]
      }
      challenges: {
        Row: {
          affiliate_image_url: string | null
          affiliate_product_name: string | null
          affiliate_url: string | null
          created_at: string
          created_by: string | null
          description: string
          end_date: string
          id: string
          image_url: string | null
          is_active: boolean
          prize_text: string | null
          start_date: string
          title: string
          updated_at: string
        }
        Insert: {
          affiliate_image_url?: string | null
          affiliate_product_name?: string | null
          affiliate_url?: string | null
          created_at?: string
          created_by?: string | null
          description: string
          end_date: string
          id?: string
          image_url?: string | null
          is_active?: boolean
          prize_text?: string | null
          start_date: string
          title: string
          updated_at?: string
        }
        Update: {
          affiliate_image_url?: string | null
          affiliate_product_name?: string | null
          affiliate_url?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          end_date?: string
          id?: string
          image_url?: string | null
          is_active?: boolean
          prize_text?: string | null
          start_date?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      commissions: {
        Row: {
          affiliate_id: string
          commission_cents: number
          commission_rate: number
          created_at: string
          id: string
          payment_amount_cents: number
          payment_id: string
          payment_intent_id: string | null
          referral_id: string
          source: string
          status: string
          updated_at: string
          void_reason: string | null
          voided_at: string | null
        }
        Insert: {
          affiliate_id: string
          commission_cents: number
          commission_rate: number
          created_at?: string
          id?: string
          payment_amount_cents: number
          payment_id: string
          payment_intent_id?: string | null
          referral_id: string
          source: string
          status?: string
          updated_at?: string
          void_reason?: string | null
          voided_at?: string | null
        }
        Update: {
          affiliate_id?: string
          commission_cents?: number
          commission_rate?: number
          created_at?: string
          id?: string
          payment_amount_cents?: number
          payment_id?: string
          payment_intent_id?: string | null
          referral_id?: string
          source?: string
          status?: string
          updated_at?: string
          void_reason?: string | null
          voided_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "commissions_affiliate_id_fkey"
            columns: ["affiliate_id"]
            isOneToOne: false
            referencedRelation: "affiliates"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "commissions_referral_id_fkey"
            columns: ["referral_id"]
            isOneToOne: false
            referencedRelation: "referrals"
            referencedColumns: ["id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          created_at: string
          email: string
          id: string
          message: string
          name: string
          status: string
          subject: string
          updated_at: string
          user_id: string | null
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          message: string
          name: string
          status?: string
          subject: string
          updated_at?: string
          user_id?: string | null
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          message?: string
          name?: string
          status?: string
          subject?: string
          updated_at?: string
          user_id?: string | null
        }
        Relationships: []
      }
      earning_categories: {
        Row: {
          category: string
          created_at: string
          daily_limit: number
          is_active: boolean
          rate_per_action: number
          updated_at: string
          weekly_limit: number
        }
        Insert: {
          category: string
          created_at?: string
          daily_limit: number
          is_active?: boolean
          rate_per_action: number
          updated_at?: string
          weekly_limit: number
        }
        Update: {
          category?: string
          created_at?: string
          daily_limit?: number
          is_active?: boolean
          rate_per_action?: number
          updated_at?: string
          weekly_limit?: number
        }
        Relationships: []
      }
      email_verification_tokens: {
        Row: {
          created_at: string
          email: string
          expires_at: string
          id: string
          token_hash: string
          updated_at: string
          used_at: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          email: string
          expires_at: string
          id?: string
          token_hash: string
          updated_at?: string
          used_at?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          email?: string
          expires_at?: string
          id?: string
          token_hash?: string
          updated_at?: string
          used_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      free_premium_codes: {
        Row: {
          code: string
          created_at: string
          email: string
          expires_at: string
          name: string
          redeemed_at: string | null
          redeemed_by: string | null
          updated_at: string
        }
        Insert: {
          code: string
          created_at?: string
          email: string
          expires_at: string
          name?: string
          redeemed_at?: string | null
          redeemed_by?: string | null
          updated_at?: string
        }
        Update: {
          code?: string
          created_at?: string
          email?: string
          expires_at?: string
          name?: string
          redeemed_at?: string | null
          redeemed_by?: string | null
          updated_at?: string
        }
        Relationships: []
      }
      music_tracks: {
        Row: {
          artist: string
          cover_image_url: string | null
          created_at: string
          description: string | null
          duration: number | null
          file_path: string
          file_size: number | null
          file_url: string
          genre: string
          id: string
          slug: string
          status: string
          tags: string[]
          title: string
          updated_at: string
          uploaded_by: string | null
        }
        Insert: {
          artist: string
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          duration?: number | null
          file_path: string
          file_size?: number | null
          file_url: string
          genre?: string
          id?: string
          slug: string
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
          uploaded_by?: string | null
        }
        Update: {
          artist?: string
          cover_image_url?: string | null
          created_at?: string
          description?: string | null
          duration?: number | null
          file_path?: string
          file_size?: number | null
          file_url?: string
          genre?: string
          id?: string
          slug?: string
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
          uploaded_by?: string | null
        }
        Relationships: []
      }
      payout_methods: {
        Row: {
          created_at: string
          payout_details: NonNullable<Json>
          payout_method: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          payout_details: NonNullable<Json>
          payout_method: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          payout_details?: NonNullable<Json>
          payout_method?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      payout_requests: {
        Row: {
          amount: number
          created_at: string
          id: string
          paid_at: string | null
          payout_details: Json | null
          payout_method: string | null
          rejection_reason: string | null
          request_key: string | null
          reviewed_at: string | null
          source: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          id?: string
          paid_at?: string | null
          payout_details?: Json | null
          payout_method?: string | null
          rejection_reason?: string | null
          request_key?: string | null
          reviewed_at?: string | null
          source?: string
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          amount?: number
          created_at?: string
          id?: string
          paid_at?: string | null
          payout_details?: Json | null
          payout_method?: string | null
          rejection_reason?: string | null
          request_key?: string | null
          reviewed_at?: string | null
          source?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      premium_checkouts: {
        Row: {
          checkout_session_id: string | null
          checkout_url: string | null
          created_at: string
          id: string
          plan_type: string
          request_key: string
          status: string
          user_id: string
        }
        Insert: {
          checkout_session_id?: string | null
          checkout_url?: string | null
          created_at?: string
          id?: string
          plan_type: string
          request_key: string
          status?: string
          user_id: string
        }
        Update: {
          checkout_session_id?: string | null
          checkout_url?: string | null
          created_at?: string
          id?: string
          plan_type?: string
          request_key?: string
          status?: string
          user_id?: string
        }
        Relationships: []
      }
      premium_posts: {
        Row: {
          comments_count: number
          created_at: string
          description: string | null
          display_name: string
          id: string
          likes_count: number
          platform: string
          updated_at: string
          user_email: string | null
          user_id: string
          video_url: string
          views_count: number
        }
        Insert: {
          comments_count?: number
          created_at?: string
          description?: string | null
          display_name?: string
          id?: string
          likes_count?: number
          platform: string
          updated_at?: string
          user_email?: string | null
          user_id: string
          video_url: string
          views_count?: number
        }
        Update: {
          comments_count?: number
          created_at?: string
          description?: string | null
          display_name?: string
          id?: string
          likes_count?: number
          platform?: string
          updated_at?: string
          user_email?: string | null
          user_id?: string
          video_url?: string
          views_count?: number
        }
        Relationships: []
      }
      premium_subscribers: {
        Row: {
          cancel_at_period_end: boolean
          created_at: string
          current_period_end: string | null
          id: string
          last_event_at: string | null
          plan_type: string | null
          premium_since: string | null
          refunded_through: string | null
          stripe_customer_id: string | null
          stripe_subscription_id: string | null
          subscription_status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          cancel_at_period_end?: boolean
          created_at?: string
          current_period_end?: string | null
          id?: string
          last_event_at?: string | null
          plan_type?: string | null
          premium_since?: string | null
          refunded_through?: string | null
          stripe_customer_id?: string | null
          stripe_subscription_id?: string | null
          subscription_status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          cancel_at_period_end?: boolean
          created_at?: string
          current_period_end?: string | null
          id?: string
          last_event_at?: string | null
          plan_type?: string | null
          premium_since?: string | null
          refunded_through?: string | null
          stripe_customer_id?: string | null
          stripe_subscription_id?: string | null
          subscription_status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      profiles: {
        Row: {
          created_at: string
          full_name: string | null
          id: string
          subscription_status: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          full_name?: string | null
          id: string
          subscription_status?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          full_name?: string | null
          id?: string
          subscription_status?: string
          updated_at?: string
        }
        Relationships: []
      }
      referrals: {
        Row: {
          affiliate_id: string
          created_at: string
          first_click_at: string
          id: string
          referred_user_id: string
          updated_at: string
        }
        Insert: {
          affiliate_id: string
          created_at?: string
          first_click_at: string
          id?: string
          referred_user_id: string
          updated_at?: string
        }
        Update: {
          affiliate_id?: string
          created_at?: string
          first_click_at?: string
          id?: string
          referred_user_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "referrals_affiliate_id_fkey"
            columns: ["affiliate_id"]
            isOneToOne: false
            referencedRelation: "affiliates"
            referencedColumns: ["id"]
          },
        ]
      }
      security_events: {
        Row: {
          created_at: string
          event_type: string
          id: number
          ip_address: unknown
          metadata: NonNullable<Json>
          user_id: string | null
        }
        Insert: {
          created_at?: string
          event_type: string
          id?: never
          ip_address?: unknown
          metadata?: NonNullable<Json>
          user_id?: string | null
        }
        Update: {
          created_at?: string
          event_type?: string
          id?: never
          ip_address?: unknown
          metadata?: NonNullable<Json>
          user_id?: string | null
        }
        Relationships: []
      }
      user_bans: {
        Row: {
          banned_by: string | null
          created_at: string
          id: string
          reason: string
          user_id: string
        }
        Insert: {
          banned_by?: string | null
          created_at?: string
          id?: string
          reason: string
          user_id: string
        }
        Update: {
          banned_by?: string | null
          created_at?: string
          id?: string
          reason?: string
          user_id?: string
        }
        Relationships: []
      }
      user_blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
          id: string
        }
        Insert: {
          blocked_id: string
          blocker_id: string
          created_at?: string
          id?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
          id?: string
        }
        Relationships: []
      }
      user_earnings: {
        Row: {
          amount: number
          category: string
          created_at: string
          id: string
          idempotency_key: string
          metadata: NonNullable<Json>
          occurred_at: string
          target: string
          user_id: string
          video_id: string | null
        }
        Insert: {
          amount: number
          category: string
          created_at?: string
          id?: string
          idempotency_key: string
          metadata?: NonNullable<Json>
          occurred_at?: string
          target: string
          user_id: string
          video_id?: string | null
        }
        Update: {
          amount?: number
          category?: string
          created_at?: string
          id?: string
          idempotency_key?: string
          metadata?: NonNullable<Json>
          occurred_at?: string
          target?: string
          user_id?: string
          video_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "user_earnings_category_fkey"
            columns: ["category"]
            isOneToOne: false
            referencedRelation: "earning_categories"
            referencedColumns: ["category"]
          },
          {
            foreignKeyName: "user_earnings_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      user_roles: {
        Row: {
          created_at: string
          id: string
          role: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          role: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          role?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      video_comments: {
        Row: {
          body: string
          created_at: string
          id: string
          updated_at: string
          user_id: string
          video_id: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          updated_at?: string
          user_id: string
          video_id: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          updated_at?: string
          user_id?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "video_comments_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      video_likes: {
        Row: {
          created_at: string
          id: string
          user_id: string
          user_identifier: string
          video_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          user_id: string
          user_identifier: string
          video_id: string
        }
        Update: {
          created_at?: string
          id?: string
          user_id?: string
          user_identifier?: string
          video_id?: string
        }
        Relationships: []
      }
      video_reports: {
        Row: {
          created_at: string
          details: string | null
          id: string
          reason: string
          reporter_id: string
          status: string
          updated_at: string
          video_id: string
        }
        Insert: {
          created_at?: string
          details?: string | null
          id?: string
          reason: string
          reporter_id?: string
          status?: string
          updated_at?: string
          video_id: string
        }
        Update: {
          created_at?: string
          details?: string | null
          id?: string
          reason?: string
          reporter_id?: string
          status?: string
          updated_at?: string
          video_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "video_reports_video_id_fkey"
            columns: ["video_id"]
            isOneToOne: false
            referencedRelation: "videos"
            referencedColumns: ["id"]
          },
        ]
      }
      video_views: {
        Row: {
          created_at: string
          device_id: string | null
          id: string
          started_at: string
          user_id: string | null
          video_id: string
          view_day: string
          viewer_key: string
        }
        Insert: {
          created_at?: string
          device_id?: string | null
          id?: string
          started_at?: string
          user_id?: string | null
          video_id: string
          view_day?: string
          viewer_key: string
        }
        Update: {
          created_at?: string
          device_id?: string | null
          id?: string
          started_at?: string
          user_id?: string | null
          video_id?: string
          view_day?: string
          viewer_key?: string
        }
        Relationships: []
      }
      videos: {
        Row: {
          allow_comments: boolean
          boost_until: string | null
          category: string
          challenge_tag: string | null
          created_at: string
          duration_seconds: number | null
          email_notifications: boolean
          external_id: string | null
          file_size: number | null
          id: string
          is_boosted: boolean
          likes_count: number
          mime_type: string | null
          moderation_reason: string | null
          moderation_status: string
          platform: string | null
          source: string
          thumbnail_url: string | null
          title: string
          updated_at: string
          upload_time: string
          user_id: string | null
          video_url: string
          views: number
        }
        Insert: {
          allow_comments?: boolean
          boost_until?: string | null
          category?: string
          challenge_tag?: string | null
          created_at?: string
          duration_seconds?: number | null
          email_notifications?: boolean
          external_id?: string | null
          file_size?: number | null
          id: string
          is_boosted?: boolean
          likes_count?: number
          mime_type?: string | null
          moderation_reason?: string | null
          moderation_status?: string
          platform?: string | null
          source?: string
          thumbnail_url?: string | null
          title: string
          updated_at?: string
          upload_time?: string
          user_id?: string | null
          video_url: string
          views?: number
        }
        Update: {
          allow_comments?: boolean
          boost_until?: string | null
          category?: string
          challenge_tag?: string | null
          created_at?: string
          duration_seconds?: number | null
          email_notifications?: boolean
          external_id?: string | null
          file_size?: number | null
          id?: string
          is_boosted?: boolean
          likes_count?: number
          mime_type?: string | null
          moderation_reason?: string | null
          moderation_status?: string
          platform?: string | null
          source?: string
          thumbnail_url?: string | null
          title?: string
          updated_at?: string
          upload_time?: string
          user_id?: string | null
          video_url?: string
          views?: number
        }
        Relationships: []
      }
    }
    Views: {
      challenge_participant_counts: {
        Row: {
          challenge_id: string | null
          participant_count: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      activate_boost: {
        Args: { p_checkout_session_id: string; p_payment_intent_id?: string }
        Returns: Json
      }
      admin_moderation_queue: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      admin_payout_queue: {
        Args: { p_closed?: boolean }
        Returns: {
          amount: number
          created_at: string
          id: string
          member_email: string
          member_name: string
          paid_at: string
          payout_details: Json
          payout_method: string
          rejection_reason: string
          reviewed_at: string
          source: string
          status: string
          user_id: string
        }[]
      }
      admin_setup_state: { Args: Record<PropertyKey, never>; Returns: Json }
      affiliate_statement: { Args: Record<PropertyKey, never>; Returns: Json }
      apply_subscription_event: {
        Args: {
          p_cancel_at_period_end?: boolean
          p_customer_id?: string
          p_event_created: string
          p_event_id: string
          p_event_type: string
          p_period_end?: string
          p_plan_type?: string
          p_status?: string
          p_subscription_id: string
          p_user_id?: string
        }
        Returns: string
      }
      attribute_referral: {
        Args: {
          p_affiliate_code: string
          p_click_id?: string
          p_user_id: string
        }
        Returns: Json
      }
      ban_user: { Args: { p_reason: string; p_user_id: string }; Returns: Json }
      before_user_created_hook: { Args: { event: Json }; Returns: Json }
      block_user: {
        Args: { p_user_id?: string; p_video_id?: string }
        Returns: Json
      }
      check_subscription: { Args: Record<PropertyKey, never>; Returns: Json }
      claim_first_admin: { Args: Record<PropertyKey, never>; Returns: Json }
      claim_mail_send: {
        Args: { p_email: string; p_kind: string }
        Returns: string
      }
      claw_back_commission: {
        Args: {
          p_payment_id?: string
          p_payment_intent_id: string
          p_reason?: string
        }
        Returns: Json
      }
      confirm_challenge_emails: { Args: { p_token: string }; Returns: boolean }
      consume_email_verification_token: {
        Args: { p_token: string; p_user_id: string }
        Returns: Json
      }
      enter_challenge: {
        Args: { p_challenge_id: string; p_ticket?: string; p_video_id: string }
        Returns: Json
      }
      enter_challenge_late: {
        Args: {
          p_challenge_id: string
          p_content_sha256: string
          p_object_version: string
          p_user_id: string
          p_video_id: string
        }
        Returns: Json
      }
      fold_video_counts: { Args: Record<PropertyKey, never>; Returns: number }
      get_comment_summary: { Args: { p_video_id: string }; Returns: Json }
      get_earning_summary: {
        Args: Record<PropertyKey, never>
        Returns: {
          category: string
          daily_count: number
          daily_limit: number
          rate_per_action: number
          total_earned: number
          weekly_count: number
          weekly_limit: number
        }[]
      }
      get_payout_balance: {
        Args: Record<PropertyKey, never>
        Returns: {
          available: number
          reserved: number
          total_earned: number
        }[]
      }
      get_public_videos: {
        Args: { page_limit?: number; page_offset?: number }
        Returns: Database["public"]["CompositeTypes"]["public_video"][]
        SetofOptions: {
          from: "*"
          to: "public_video"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      get_public_videos_page: {
        Args: {
          before_created_at?: string
          before_id?: string
          category?: string
          page_limit?: number
          promoted_id?: string
        }
        Returns: Database["public"]["CompositeTypes"]["public_video"][]
        SetofOptions: {
          from: "*"
          to: "public_video"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      get_video_comments: {
        Args: {
          p_before?: string
          p_before_id?: string
          p_limit?: number
          p_video_id: string
        }
        Returns: {
          author_name: string
          body: string
          created_at: string
          id: string
          user_id: string
          video_id: string
        }[]
      }
      grant_admin_by_email: { Args: { p_email: string }; Returns: Json }
      has_role: { Args: { role: string; uid: string }; Returns: boolean }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_premium: { Args: { uid?: string }; Returns: boolean }
      issue_device_id: { Args: Record<PropertyKey, never>; Returns: string }
      issue_email_verification_token: {
        Args: { p_email: string; p_user_id: string }
        Returns: string
      }
      issue_entry_ticket: {
        Args: { p_challenge_id: string; p_content_sha256?: string }
        Returns: Json
      }
      issue_free_premium_code: {
        Args: { p_email: string; p_name?: string }
        Returns: string
      }
      join_affiliate_program: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      late_entry_file: {
        Args: { p_challenge_id: string; p_user_id: string; p_video_id: string }
        Returns: Json
      }
      liked_video_ids: { Args: { ids: string[] }; Returns: string[] }
      list_admins: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          full_name: string
          granted_at: string
          user_id: string
        }[]
      }
      list_blocked_users: {
        Args: Record<PropertyKey, never>
        Returns: {
          blocked_at: string
          creator_hash: string
          display_name: string
          user_id: string
        }[]
      }
      moderate_video_content: {
        Args: { p_title: string; p_video_url?: string }
        Returns: Json
      }
      post_comment: {
        Args: { p_body: string; p_id: string; p_video_id: string }
        Returns: Json
      }
      premium_post_emails: {
        Args: Record<PropertyKey, never>
        Returns: {
          id: string
          user_email: string
        }[]
      }
      record_affiliate_click: {
        Args: { p_affiliate_code: string; p_device_id?: string }
        Returns: string
      }
      record_commission: {
        Args: {
          p_amount_cents: number
          p_payment_id: string
          p_payment_intent_id?: string
          p_referred_user_id: string
          p_source: string
        }
        Returns: Json
      }
      record_earning: {
        Args: {
          p_category: string
          p_idempotency_key?: string
          p_metadata?: Json
        }
        Returns: Json
      }
      record_premium_payment: {
        Args: {
          p_paid_through: string
          p_payment_intent_id: string
          p_subscription_id?: string
          p_user_id: string
        }
        Returns: Json
      }
      record_referral: {
        Args: { p_affiliate_code: string; p_click_id?: string }
        Returns: Json
      }
      record_view: {
        Args: { p_device_id?: string; p_video_id: string; p_viewed_at?: string }
        Returns: Json
      }
      redeem_free_premium_code: { Args: { p_code: string }; Returns: Json }
      refund_boost: {
        Args: {
          p_checkout_session_id?: string
          p_payment_intent_id: string
          p_reason: string
        }
        Returns: Json
      }
      refund_premium_payment: {
        Args: {
          p_event_id: string
          p_event_type: string
          p_payment_intent_id: string
          p_reason: string
        }
        Returns: Json
      }
      release_mail_send: { Args: { p_claim: string }; Returns: undefined }
      request_affiliate_payout: {
        Args: { p_amount: number; p_request_key?: string }
        Returns: Json
      }
      request_challenge_emails: {
        Args: { p_email: string; p_name?: string }
        Returns: Json
      }
      request_payout: {
        Args: { p_amount: number; p_request_key?: string }
        Returns: Json
      }
      review_payout: {
        Args: { p_decision: string; p_payout_id: string; p_reason?: string }
        Returns: Json
      }
      review_video: {
        Args: { p_decision: string; p_reason?: string; p_video_id: string }
        Returns: Json
      }
      revoke_admin: { Args: { p_user_id: string }; Returns: Json }
      save_payout_method: {
        Args: { p_details: Json; p_method: string }
        Returns: Json
      }
      set_like: {
        Args: { p_liked: boolean; p_video_id: string }
        Returns: Json
      }
      set_video_moderation: {
        Args: { p_status: string; p_video_id: string }
        Returns: Json
      }
      unblock_user: { Args: { p_user_id: string }; Returns: Json }
      unsubscribe_challenge_emails: {
        Args: { p_token: string }
        Returns: boolean
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      public_video: {
        id: string | null
        title: string | null
        video_url: string | null
        thumbnail_url: string | null
        upload_time: string | null
        created_at: string | null
        views: number | null
        likes_count: number | null
        challenge_tag: string | null
        category: string | null
        creator_hash: string | null
        is_boosted: boolean | null
        boost_until: string | null
        promoted: boolean | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

