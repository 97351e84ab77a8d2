-- Notifications kept for an account (docs/decisions.md, "The realtime channel"), and the realtime channel's
-- fan-out: every change a socket must hear is announced with pg_notify on the channel `hireflow_realtime`, so the
-- server process holding the socket hears it whichever process (or SQL) made the change. The payload names the
-- schema, so runs sharing one database in different schemas (tests) never hear each other.
CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL,
  data        jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  read_at     timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

CREATE FUNCTION realtime_announce(event json) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hireflow_realtime', json_build_object('schema', current_schema(), 'event', event)::text);
END;
$$;

-- A new notification: the sockets of its account subscribed to /rest/notifications get it.
CREATE FUNCTION realtime_notification_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_announce(json_build_object('kind', 'notification', 'userId', NEW.user_id, 'id', NEW.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER notifications_announce AFTER INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION realtime_notification_added();

-- An application's new status, however it was set (the Pro, a withdraw, SQL): /rest/applications of its account.
CREATE FUNCTION realtime_application_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.user_id IS NOT NULL THEN
    PERFORM realtime_announce(json_build_object('kind', 'application', 'userId', NEW.user_id, 'applicationId', NEW.id,
      'status', NEW.status, 'modifiedAt', to_char(NEW.modified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')));
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER applications_announce_status AFTER UPDATE OF status ON applications FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION realtime_application_status();

-- Tokens revoked (logout, password change, email change) or the account disabled: its sockets check their session.
CREATE FUNCTION realtime_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM realtime_announce(json_build_object('kind', 'session', 'userId', NEW.id));
  RETURN NULL;
END;
$$;
CREATE TRIGGER users_announce_session AFTER UPDATE OF token_version, disabled ON users FOR EACH ROW
  WHEN (OLD.token_version IS DISTINCT FROM NEW.token_version OR OLD.disabled IS DISTINCT FROM NEW.disabled)
  EXECUTE FUNCTION realtime_session_changed();
