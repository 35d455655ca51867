export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "14.1"
  }
  public: {
    Tables: {
      auth_attempts: {
        Row: {
          account: string
          address: string | null
          attempted_at: string
          id: number
          kind: string
        }
        Insert: {
          account: string
          address?: string | null
          attempted_at?: string
          id?: never
          kind: string
        }
        Update: {
          account?: string
          address?: string | null
          attempted_at?: string
          id?: never
          kind?: string
        }
        Relationships: []
      }
      calendar_feeds: {
        Row: {
          created_at: string
          token_hash: string
          user_id: string
        }
        Insert: {
          created_at?: string
          token_hash: string
          user_id?: string
        }
        Update: {
          created_at?: string
          token_hash?: string
          user_id?: string
        }
        Relationships: []
      }
      detection_dismissals: {
        Row: {
          amount: number
          amount_bucket: number | null
          cadence: string
          created_at: string
          currency: string
          id: number
          import_batch_id: string | null
          merchant_key: string
          user_id: string
        }
        Insert: {
          amount: number
          amount_bucket?: never
          cadence: string
          created_at?: string
          currency: string
          id?: never
          import_batch_id?: string | null
          merchant_key: string
          user_id?: string
        }
        Update: {
          amount?: number
          amount_bucket?: never
          cadence?: string
          created_at?: string
          currency?: string
          id?: never
          import_batch_id?: string | null
          merchant_key?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "detection_dismissals_import_batch_fkey"
            columns: ["import_batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      exchange_rates: {
        Row: {
          base: string
          fetched_at: string
          id: number
          rate: number
          rate_date: string
          source: string
          target: string
        }
        Insert: {
          base: string
          fetched_at?: string
          id?: never
          rate: number
          rate_date: string
          source: string
          target: string
        }
        Update: {
          base?: string
          fetched_at?: string
          id?: never
          rate?: number
          rate_date?: string
          source?: string
          target?: string
        }
        Relationships: []
      }
      import_batch_items: {
        Row: {
          batch_id: string
          category_id: number | null
          id: number
          kind: string
          previous: Json | null
          subscription_id: number | null
          user_id: string
        }
        Insert: {
          batch_id: string
          category_id?: number | null
          id?: never
          kind: string
          previous?: Json | null
          subscription_id?: number | null
          user_id?: string
        }
        Update: {
          batch_id?: string
          category_id?: number | null
          id?: never
          kind?: string
          previous?: Json | null
          subscription_id?: number | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "import_batch_items_batch_fkey"
            columns: ["batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "import_batch_items_category_fkey"
            columns: ["category_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscription_categories"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "import_batch_items_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      import_batches: {
        Row: {
          created_at: string
          file_name: string | null
          id: string
          source: string
          undone_at: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          file_name?: string | null
          id?: string
          source: string
          undone_at?: string | null
          user_id?: string
        }
        Update: {
          created_at?: string
          file_name?: string | null
          id?: string
          source?: string
          undone_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      merchant_aliases: {
        Row: {
          created_at: string
          id: number
          import_batch_id: string | null
          merchant_key: string
          subscription_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: never
          import_batch_id?: string | null
          merchant_key: string
          subscription_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: never
          import_batch_id?: string | null
          merchant_key?: string
          subscription_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "merchant_aliases_import_batch_fkey"
            columns: ["import_batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "merchant_aliases_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      mfa_recovery_codes: {
        Row: {
          code_hash: string
          created_at: string
          id: number
          used_at: string | null
          user_id: string
        }
        Insert: {
          code_hash: string
          created_at?: string
          id?: never
          used_at?: string | null
          user_id: string
        }
        Update: {
          code_hash?: string
          created_at?: string
          id?: never
          used_at?: string | null
          user_id?: string
        }
        Relationships: []
      }
      push_endpoint_policy: {
        Row: {
          allow_loopback: boolean
          id: boolean
        }
        Insert: {
          allow_loopback?: boolean
          id?: boolean
        }
        Update: {
          allow_loopback?: boolean
          id?: boolean
        }
        Relationships: []
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          device_label: string | null
          endpoint: string
          failing_since: string | null
          failure_count: number
          id: string
          last_failure_at: string | null
          last_success_at: string | null
          p256dh: string
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          device_label?: string | null
          endpoint: string
          failing_since?: string | null
          failure_count?: number
          id?: string
          last_failure_at?: string | null
          last_success_at?: string | null
          p256dh: string
          user_id?: string
        }
        Update: {
          auth?: string
          created_at?: string
          device_label?: string | null
          endpoint?: string
          failing_since?: string | null
          failure_count?: number
          id?: string
          last_failure_at?: string | null
          last_success_at?: string | null
          p256dh?: string
          user_id?: string
        }
        Relationships: []
      }
      reminder_checks: {
        Row: {
          checked_at: string
          checked_on: string
          user_id: string
        }
        Insert: {
          checked_at?: string
          checked_on: string
          user_id: string
        }
        Update: {
          checked_at?: string
          checked_on?: string
          user_id?: string
        }
        Relationships: []
      }
      reminder_deliveries: {
        Row: {
          attempts: number
          channel: string
          claimed_at: string
          digest_id: string | null
          error: string | null
          id: string
          kind: string
          lead_days: number
          occurrence_date: string
          sent_at: string | null
          status: string
          subscription_id: number
          user_id: string
        }
        Insert: {
          attempts?: number
          channel?: string
          claimed_at?: string
          digest_id?: string | null
          error?: string | null
          id?: string
          kind: string
          lead_days: number
          occurrence_date: string
          sent_at?: string | null
          status?: string
          subscription_id: number
          user_id: string
        }
        Update: {
          attempts?: number
          channel?: string
          claimed_at?: string
          digest_id?: string | null
          error?: string | null
          id?: string
          kind?: string
          lead_days?: number
          occurrence_date?: string
          sent_at?: string | null
          status?: string
          subscription_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reminder_deliveries_digest_id_fkey"
            columns: ["digest_id"]
            isOneToOne: false
            referencedRelation: "reminder_digests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reminder_deliveries_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      reminder_digests: {
        Row: {
          attempts: number
          channel: string
          claimed_at: string
          error: string | null
          id: string
          is_test: boolean
          item_count: number
          local_date: string
          next_attempt_at: string | null
          provider_message_id: string | null
          sent_at: string | null
          status: string
          user_id: string
        }
        Insert: {
          attempts?: number
          channel?: string
          claimed_at?: string
          error?: string | null
          id?: string
          is_test?: boolean
          item_count?: number
          local_date: string
          next_attempt_at?: string | null
          provider_message_id?: string | null
          sent_at?: string | null
          status?: string
          user_id: string
        }
        Update: {
          attempts?: number
          channel?: string
          claimed_at?: string
          error?: string | null
          id?: string
          is_test?: boolean
          item_count?: number
          local_date?: string
          next_attempt_at?: string | null
          provider_message_id?: string | null
          sent_at?: string | null
          status?: string
          user_id?: string
        }
        Relationships: []
      }
      reminder_links: {
        Row: {
          action: string
          amount: number | null
          created_at: string
          currency: string | null
          digest_id: string | null
          expires_at: string
          kind: string | null
          locale: string
          occurrence_date: string | null
          snooze_until: string | null
          subscription_id: number | null
          token_hash: string
          used_at: string | null
          user_id: string
        }
        Insert: {
          action: string
          amount?: number | null
          created_at?: string
          currency?: string | null
          digest_id?: string | null
          expires_at: string
          kind?: string | null
          locale?: string
          occurrence_date?: string | null
          snooze_until?: string | null
          subscription_id?: number | null
          token_hash: string
          used_at?: string | null
          user_id: string
        }
        Update: {
          action?: string
          amount?: number | null
          created_at?: string
          currency?: string | null
          digest_id?: string | null
          expires_at?: string
          kind?: string | null
          locale?: string
          occurrence_date?: string | null
          snooze_until?: string | null
          subscription_id?: number | null
          token_hash?: string
          used_at?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reminder_links_digest_id_fkey"
            columns: ["digest_id"]
            isOneToOne: false
            referencedRelation: "reminder_digests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reminder_links_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      reminder_settings: {
        Row: {
          created_at: string
          email_enabled: boolean
          lead_days: number[]
          locale: string
          locale_auto: boolean
          price_alerts: boolean
          send_hour: number
          time_zone: string
          time_zone_auto: boolean
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          email_enabled?: boolean
          lead_days?: number[]
          locale?: string
          locale_auto?: boolean
          price_alerts?: boolean
          send_hour?: number
          time_zone?: string
          time_zone_auto?: boolean
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          email_enabled?: boolean
          lead_days?: number[]
          locale?: string
          locale_auto?: boolean
          price_alerts?: boolean
          send_hour?: number
          time_zone?: string
          time_zone_auto?: boolean
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      reminder_snoozes: {
        Row: {
          created_at: string
          id: number
          kind: string
          occurrence_date: string
          stopped: boolean
          subscription_id: number
          until_date: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: never
          kind: string
          occurrence_date: string
          stopped?: boolean
          subscription_id: number
          until_date?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          id?: never
          kind?: string
          occurrence_date?: string
          stopped?: boolean
          subscription_id?: number
          until_date?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "reminder_snoozes_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      statement_imports: {
        Row: {
          created_at: string
          file_sha256: string
          format: string
          id: number
          import_batch_id: string | null
          period_from: string | null
          period_to: string | null
          transaction_count: number
          user_id: string
        }
        Insert: {
          created_at?: string
          file_sha256: string
          format: string
          id?: never
          import_batch_id?: string | null
          period_from?: string | null
          period_to?: string | null
          transaction_count: number
          user_id?: string
        }
        Update: {
          created_at?: string
          file_sha256?: string
          format?: string
          id?: never
          import_batch_id?: string | null
          period_from?: string | null
          period_to?: string | null
          transaction_count?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "statement_imports_import_batch_fkey"
            columns: ["import_batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      subscription_categories: {
        Row: {
          color: string
          created_at: string
          description: string | null
          id: number
          name: string
          updated_at: string
          user_id: string
        }
        Insert: {
          color?: string
          created_at?: string
          description?: string | null
          id?: never
          name: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          color?: string
          created_at?: string
          description?: string | null
          id?: never
          name?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      subscription_pauses: {
        Row: {
          created_at: string
          id: number
          paused_on: string
          resumed_on: string
          subscription_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: never
          paused_on: string
          resumed_on: string
          subscription_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          id?: never
          paused_on?: string
          resumed_on?: string
          subscription_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscription_pauses_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      subscription_payments: {
        Row: {
          amount: number | null
          base_currency: string | null
          created_at: string
          currency: string | null
          due_on: string
          id: number
          import_batch_id: string | null
          note: string | null
          paid_on: string | null
          rate_date: string | null
          rate_to_base: number | null
          source: string
          state: string
          statement_ref: string | null
          subscription_id: number
          updated_at: string
          user_id: string
        }
        Insert: {
          amount?: number | null
          base_currency?: string | null
          created_at?: string
          currency?: string | null
          due_on: string
          id?: never
          import_batch_id?: string | null
          note?: string | null
          paid_on?: string | null
          rate_date?: string | null
          rate_to_base?: number | null
          source?: string
          state: string
          statement_ref?: string | null
          subscription_id: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number | null
          base_currency?: string | null
          created_at?: string
          currency?: string | null
          due_on?: string
          id?: never
          import_batch_id?: string | null
          note?: string | null
          paid_on?: string | null
          rate_date?: string | null
          rate_to_base?: number | null
          source?: string
          state?: string
          statement_ref?: string | null
          subscription_id?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscription_payments_import_batch_fkey"
            columns: ["import_batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "subscription_payments_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      subscription_price_changes: {
        Row: {
          created_at: string
          effective_date: string
          id: number
          import_batch_id: string | null
          new_price: number
          old_price: number
          subscription_id: number
          user_id: string
        }
        Insert: {
          created_at?: string
          effective_date: string
          id?: never
          import_batch_id?: string | null
          new_price: number
          old_price: number
          subscription_id: number
          user_id?: string
        }
        Update: {
          created_at?: string
          effective_date?: string
          id?: never
          import_batch_id?: string | null
          new_price?: number
          old_price?: number
          subscription_id?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscription_price_changes_import_batch_fkey"
            columns: ["import_batch_id", "user_id"]
            isOneToOne: false
            referencedRelation: "import_batches"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "subscription_price_changes_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      subscription_reminders: {
        Row: {
          enabled: boolean
          lead_days: number[] | null
          remind_to_cancel: boolean
          subscription_id: number
          updated_at: string
          user_id: string
        }
        Insert: {
          enabled?: boolean
          lead_days?: number[] | null
          remind_to_cancel?: boolean
          subscription_id: number
          updated_at?: string
          user_id?: string
        }
        Update: {
          enabled?: boolean
          lead_days?: number[] | null
          remind_to_cancel?: boolean
          subscription_id?: number
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "subscription_reminders_subscription_fkey"
            columns: ["subscription_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscriptions"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      subscriptions: {
        Row: {
          amount_max: number | null
          amount_min: number | null
          auto_renew: boolean
          brand: string
          cancelled_on: string | null
          category_id: number | null
          created_at: string
          currency: string
          cycle: string
          end_date: string
          icon_url: string | null
          id: number
          name: string
          notes: string | null
          paused_on: string | null
          payment_method: string | null
          price: number
          start_date: string
          status: string
          trial_ends_on: string | null
          updated_at: string
          user_id: string
          variable_amount: boolean
          website_url: string | null
        }
        Insert: {
          amount_max?: number | null
          amount_min?: number | null
          auto_renew?: boolean
          brand: string
          cancelled_on?: string | null
          category_id?: number | null
          created_at?: string
          currency: string
          cycle: string
          end_date: string
          icon_url?: string | null
          id?: never
          name: string
          notes?: string | null
          paused_on?: string | null
          payment_method?: string | null
          price: number
          start_date: string
          status?: string
          trial_ends_on?: string | null
          updated_at?: string
          user_id?: string
          variable_amount?: boolean
          website_url?: string | null
        }
        Update: {
          amount_max?: number | null
          amount_min?: number | null
          auto_renew?: boolean
          brand?: string
          cancelled_on?: string | null
          category_id?: number | null
          created_at?: string
          currency?: string
          cycle?: string
          end_date?: string
          icon_url?: string | null
          id?: never
          name?: string
          notes?: string | null
          paused_on?: string | null
          payment_method?: string | null
          price?: number
          start_date?: string
          status?: string
          trial_ends_on?: string | null
          updated_at?: string
          user_id?: string
          variable_amount?: boolean
          website_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "subscriptions_category_fkey"
            columns: ["category_id", "user_id"]
            isOneToOne: false
            referencedRelation: "subscription_categories"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      user_profiles: {
        Row: {
          created_at: string
          currency_confirmed: boolean
          default_currency: string
          deleted_at: string | null
          email: string | null
          id: string
          nickname: string | null
          updated_at: string
        }
        Insert: {
          created_at?: string
          currency_confirmed?: boolean
          default_currency?: string
          deleted_at?: string | null
          email?: string | null
          id: string
          nickname?: string | null
          updated_at?: string
        }
        Update: {
          created_at?: string
          currency_confirmed?: boolean
          default_currency?: string
          deleted_at?: string | null
          email?: string | null
          id?: string
          nickname?: string | null
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      amount_bucket: { Args: { p_amount: number | null }; Returns: number }
      auth_attempt_counts: { Args: {
        p_address: string | null
        p_email: string | null
        p_kind: string | null
        p_window_seconds: number | null
      }; Returns: Json }
      calendar_feed: { Args: { token: string | null }; Returns: Json }
      claim_reminder_digest: { Args: { p_claim: Json | null }; Returns: Json }
      claim_reminder_digests: { Args: { p_claims: Json | null }; Returns: Json }
      claim_test_reminder_digest: { Args: {
        p_channel?: string | null
        p_local_date: string | null
        p_locale: string | null
        p_unsubscribe_hash: string | null
        p_user_id: string | null
      }; Returns: Json }
      close_my_account: { Args: never; Returns: string }
      confirm_statement_import: {
        Args: {
          aliases?: Json | null
          dismissals?: Json | null
          new_subscriptions?: Json | null
          payments?: Json | null
          price_changes?: Json | null
          statements: Json | null
        }
        Returns: {
          aliases_saved: number
          batch_id: string
          created: number
          dismissals_saved: number
          duplicates_skipped: number
          existing: number
          payments_recorded: number
          price_changes_recorded: number
          statements_recorded: number
        }[]
      }
      currency_decimals: { Args: { p_code: string | null }; Returns: number }
      fail_reminder_digests: { Args: { p_failures: Json | null }; Returns: undefined }
      finish_reminder_digests: { Args: { p_results: Json | null }; Returns: undefined }
      forget_mfa_recovery_codes: { Args: { p_user_id: string | null }; Returns: undefined }
      frozen_payment_rate: {
        Args: {
          p_currency: string | null
          p_on: string | null
          p_user_id: string | null
        }
        Returns: {
          base_currency: string
          rate_date: string
          rate_to_base: number
        }[]
      }
      import_categories: { Args: { batch_id: string | null; categories: Json | null }; Returns: number }
      import_subscriptions: {
        Args: {
          batch_id: string | null
          on_duplicate?: string | null
          rows: Json | null
        }
        Returns: {
          line: number
          outcome: string
          subscription_id: number
        }[]
      }
      is_active_user: { Args: never; Returns: boolean }
      is_known_currency: { Args: { p_code: string | null }; Returns: boolean }
      is_merchant_key: { Args: { p_key: string | null }; Returns: boolean }
      is_push_service_endpoint: { Args: { p_endpoint: string | null }; Returns: boolean }
      mark_reminders_checked: { Args: { p_checks: Json | null }; Returns: undefined }
      note_auth_attempt: { Args: {
        p_address: string | null
        p_counted: boolean | null
        p_email: string | null
        p_kind: string | null
      }; Returns: undefined }
      prune_reminder_links: { Args: never; Returns: undefined }
      purge_closed_accounts: { Args: { p_now?: string | null }; Returns: number }
      recent_paid_payments: {
        Args: { per_subscription?: number | null }
        Returns: {
          amount: number | null
          base_currency: string | null
          created_at: string
          currency: string | null
          due_on: string
          id: number
          import_batch_id: string | null
          note: string | null
          paid_on: string | null
          rate_date: string | null
          rate_to_base: number | null
          source: string
          state: string
          statement_ref: string | null
          subscription_id: number
          updated_at: string
          user_id: string
        }[]
        SetofOptions: {
          from: "*"
          to: "subscription_payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      record_push_results: { Args: { p_results: Json | null }; Returns: undefined }
      reminder_dispatch_batch: { Args: {
        p_after?: string | null
        p_limit?: number | null
        p_max_rows?: number | null
        p_now: string | null
        p_until?: string | null
        p_user_id?: string | null
      }; Returns: Json }
      replace_mfa_recovery_codes: { Args: { p_hashes: string[] | null; p_user_id: string | null }; Returns: undefined }
      send_reminders_fanout: { Args: { p_calls?: number | null }; Returns: number[] }
      undo_import: { Args: { batch_id: string | null }; Returns: number }
      update_subscription: {
        Args: {
          amount_max?: number | null
          amount_min?: number | null
          auto_renew: boolean | null
          brand: string | null
          cancelled_on?: string | null
          category_id: number | null
          currency: string | null
          cycle: string | null
          effective_date?: string | null
          end_date: string | null
          icon_url: string | null
          name: string | null
          new_price?: number | null
          notes?: string | null
          paused_on?: string | null
          payment_method?: string | null
          price: number | null
          remind_to_cancel?: boolean | null
          reminder_lead_days?: number[] | null
          reminders_enabled?: boolean | null
          start_date: string | null
          status?: string | null
          subscription_id: number | null
          trial_ends_on?: string | null
          variable_amount?: boolean | null
          website_url?: string | null
        }
        Returns: {
          amount_max: number | null
          amount_min: number | null
          auto_renew: boolean
          brand: string
          cancelled_on: string | null
          category_id: number | null
          created_at: string
          currency: string
          cycle: string
          end_date: string
          icon_url: string | null
          id: number
          name: string
          notes: string | null
          paused_on: string | null
          payment_method: string | null
          price: number
          start_date: string
          status: string
          trial_ends_on: string | null
          updated_at: string
          user_id: string
          variable_amount: boolean
          website_url: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "subscriptions"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      use_mfa_recovery_code: { Args: { p_hash: string | null; p_user_id: string | null }; Returns: boolean }
      use_reminder_link: { Args: {
        p_amount?: number | null
        p_apply?: boolean | null
        p_token: string | null
      }; Returns: Json }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
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
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
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
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
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
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
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
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
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
