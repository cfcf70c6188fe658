-- The account defences of the security review (docs/SECURITY.md#lockout-throttling-enumeration).

-- Wrong second-factor answers have their own counter: a right password does not clear it, only a completed
-- sign-in (code included), the unlock link or the lock lifting. MFA_LOCKOUT_THRESHOLD of them lock.
ALTER TABLE users ADD COLUMN mfa_failed_attempts integer NOT NULL DEFAULT 0;

-- Invitation-only companies: sign-up with their slug needs a live invite. The internal company is one
-- (its members are flagged as internal in analytics, docs/product.md#what-the-product-does).
ALTER TABLE companies ADD COLUMN invitation_only boolean NOT NULL DEFAULT false;
UPDATE companies SET invitation_only = true WHERE internal;

-- An invite: a 256-bit token handed to one person (link or message), stored only as its SHA-256 digest,
-- single use, expiring. Made by an administrator (`pnpm --filter api invite <slug>`).
CREATE TABLE company_invites (
  id bigserial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
  token_digest text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX company_invites_company_id_idx ON company_invites (company_id);
