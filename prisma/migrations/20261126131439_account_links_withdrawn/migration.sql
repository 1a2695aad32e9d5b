-- Account links no longer rest in the outbox (issue 19): invitations and password resets written
-- before kept their link in clear, in refs.url and in the rendered body, and the panel showed
-- invitation links to every owner and admin. Those copies are withdrawn: refs lose the url, the
-- stored bodies go, and a message still waiting is failed (send it again: "Reenviar", a new link).
UPDATE "mail_messages"
SET "refs" = "refs" - 'url',
    "html" = NULL,
    "text" = NULL,
    "last_error" = CASE WHEN "status" = 'pending' THEN 'Link withdrawn for security: send it again (Reenviar)' ELSE "last_error" END,
    "status" = CASE WHEN "status" = 'pending' THEN 'failed'::"MailStatus" ELSE "status" END
WHERE "kind" IN ('invitation', 'password_reset') AND "refs" ? 'url';

-- An open invitation to the owner role may have been read by an admin: revoked, and audited.
WITH revoked AS (
  UPDATE "invitations" SET "revoked_at" = now()
  WHERE "role" = 'owner' AND "accepted_at" IS NULL AND "revoked_at" IS NULL
  RETURNING "id", "team_id", "email", "role"
)
INSERT INTO "audit_events" ("id", "team_id", "actor_label", "action", "subject_type", "subject_id", "details", "created_at")
SELECT gen_random_uuid(), "team_id", 'migration (issue 19)', 'member.invitation_revoked', 'invitation', "id"::text,
       jsonb_build_object('email', "email", 'role', "role", 'reason', 'link_exposed'), now()
FROM revoked;
