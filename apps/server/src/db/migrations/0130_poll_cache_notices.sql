-- The polled calls' per-instance cache (docs/decisions/105): every change to a row that
-- users/profile.php or notifications/list.php answers from tells every instance whose entries to
-- drop, by NOTIFY on the channel `portal_cache`. The payload names the user (`u:<id>`) or the
-- company (`c:<id>`); `*` (a TRUNCATE) empties every cache. A trigger catches every writer: the
-- services, the jobs, the seed, the command line and a hand-written UPDATE alike. NOTIFY is sent at
-- commit, once per distinct payload and transaction.
CREATE FUNCTION "poll_cache_notice"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    k := to_jsonb(OLD) ->> TG_ARGV[1];
    IF k IS NOT NULL THEN PERFORM pg_notify('portal_cache', TG_ARGV[0] || ':' || k); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    k := to_jsonb(NEW) ->> TG_ARGV[1];
    IF k IS NOT NULL THEN PERFORM pg_notify('portal_cache', TG_ARGV[0] || ':' || k); END IF;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "poll_cache_flush"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_cache', '*');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('u', 'id');--> statement-breakpoint
CREATE TRIGGER "sessions_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER "notifications_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER "admin_roles_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "admin_roles" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER "documents_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "documents" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('u', 'user_id');--> statement-breakpoint
CREATE TRIGGER "companies_poll_cache" AFTER INSERT OR UPDATE OR DELETE ON "companies" FOR EACH ROW EXECUTE FUNCTION "poll_cache_notice"('c', 'id');--> statement-breakpoint
CREATE TRIGGER "users_poll_cache_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();--> statement-breakpoint
CREATE TRIGGER "sessions_poll_cache_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();--> statement-breakpoint
CREATE TRIGGER "notifications_poll_cache_truncate" AFTER TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();--> statement-breakpoint
CREATE TRIGGER "admin_roles_poll_cache_truncate" AFTER TRUNCATE ON "admin_roles" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();--> statement-breakpoint
CREATE TRIGGER "documents_poll_cache_truncate" AFTER TRUNCATE ON "documents" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();--> statement-breakpoint
CREATE TRIGGER "companies_poll_cache_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "poll_cache_flush"();
