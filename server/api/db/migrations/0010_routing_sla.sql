CREATE TABLE "business_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"week" jsonb NOT NULL,
	"holidays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_status_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_skills" (
	"skill_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"level" integer NOT NULL,
	CONSTRAINT "member_skills_skill_id_user_id_pk" PRIMARY KEY("skill_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "routing_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"outcome" text NOT NULL,
	"chosen_user_id" uuid,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_keyword_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"keywords" text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"priority" text NOT NULL,
	"channel_type" text,
	"department_id" uuid,
	"first_response_minutes" integer,
	"next_response_minutes" integer,
	"resolution_minutes" integer,
	"business_hours" boolean DEFAULT true NOT NULL,
	"calendar_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sla_recomputes" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"holder" text,
	"leased_until" timestamp with time zone,
	"after_id" uuid
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "last_assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "online_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "routing" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "workspace_settings" ADD COLUMN "sla" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "skill_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "routing_state" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "routing_priority" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "routing_department_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "needed_skill_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "needed_skill_source" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "previous_assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "assignment_mode" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "calendar_id" uuid;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "skill_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla" jsonb;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_state" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sla_next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_calendars" ADD CONSTRAINT "business_calendars_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_status_log" ADD CONSTRAINT "agent_status_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_skills" ADD CONSTRAINT "member_skills_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_decisions" ADD CONSTRAINT "routing_decisions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_decisions" ADD CONSTRAINT "routing_decisions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routing_decisions" ADD CONSTRAINT "routing_decisions_chosen_user_id_users_id_fk" FOREIGN KEY ("chosen_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_keyword_rules" ADD CONSTRAINT "skill_keyword_rules_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_keyword_rules" ADD CONSTRAINT "skill_keyword_rules_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_policies" ADD CONSTRAINT "sla_policies_calendar_id_business_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."business_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_recomputes" ADD CONSTRAINT "sla_recomputes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_calendars_name_idx" ON "business_calendars" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "business_calendars_default_idx" ON "business_calendars" USING btree ("workspace_id") WHERE "business_calendars"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "skills_name_idx" ON "skills" USING btree ("workspace_id",lower("name"));--> statement-breakpoint
CREATE INDEX "agent_status_log_user_idx" ON "agent_status_log" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "agent_status_log_open_idx" ON "agent_status_log" USING btree ("user_id") WHERE "agent_status_log"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "member_skills_user_idx" ON "member_skills" USING btree ("workspace_id","user_id");--> statement-breakpoint
CREATE INDEX "routing_decisions_conversation_idx" ON "routing_decisions" USING btree ("conversation_id","at");--> statement-breakpoint
CREATE INDEX "skill_keyword_rules_ws_idx" ON "skill_keyword_rules" USING btree ("workspace_id","position");--> statement-breakpoint
CREATE INDEX "sla_policies_ws_idx" ON "sla_policies" USING btree ("workspace_id","priority");--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_calendar_id_business_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."business_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_routing_department_id_departments_id_fk" FOREIGN KEY ("routing_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_needed_skill_id_skills_id_fk" FOREIGN KEY ("needed_skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_previous_assignee_id_users_id_fk" FOREIGN KEY ("previous_assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_calendar_id_business_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."business_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_queue_idx" ON "conversations" USING btree ("workspace_id","queued_at","id") WHERE "conversations"."routing_state" = 'waiting';--> statement-breakpoint
CREATE INDEX "tickets_sla_due_idx" ON "tickets" USING btree ("workspace_id","sla_due_at","id") WHERE "tickets"."sla_due_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tickets_sla_check_idx" ON "tickets" USING btree ("sla_next_check_at") WHERE "tickets"."sla_next_check_at" IS NOT NULL;