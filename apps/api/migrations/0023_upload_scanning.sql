-- Virus scanning of uploads (docs/uploads.md#virus-scanning). An upload is usable only once its bytes are
-- checked (state 'uploaded') and, while scanning is on, scanned clean:
--   unscanned: stored while scanning was off (and every upload from before this migration); scanned in the
--              background once a scanner is configured, usable meanwhile only while scanning stays off;
--   pending:   waiting for the scanner (it was unreachable): never attached or served until it answers;
--   clean:     the scanner found nothing;
--   infected:  the scanner named a signature (scan_signature); the stored file is deleted, the row kept
--              (state 'rejected') so attaching the key can say why.
ALTER TABLE uploads ADD COLUMN scan_status text NOT NULL DEFAULT 'unscanned'
  CHECK (scan_status IN ('unscanned', 'pending', 'clean', 'infected'));
ALTER TABLE uploads ADD COLUMN scan_signature text;
-- The rescan job's lease: an instance scanning a pending upload holds it until then, so two instances
-- never scan one file at once and a crashed one lets it go when the lease ends.
ALTER TABLE uploads ADD COLUMN scan_claimed_until timestamptz;

CREATE INDEX uploads_scan_waiting_idx ON uploads (created_at)
  WHERE state = 'uploaded' AND scan_status IN ('unscanned', 'pending');
