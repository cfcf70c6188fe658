/**
 * How many answers an instance remembers. An entry is a URL, a user id, a short version and a tag (≈ 200
 * bytes): 10 000 open tabs per instance cost ≈ 2 MB; beyond that the oldest entries go and those tabs get one
 * full answer (still a 304 when the body did not change) before their polls are cheap again.
 */
export const ANSWER_VERSIONS_KEPT = 10_000;

/**
 * The last full answer of each polled GET an instance built, per caller and URL: the version of its data
 * read before the body was built, and the body's ETag (1 000 idle tabs must cost little).
 *
 * A poll whose `If-None-Match` holds that tag, while the data's version is still the same, gets its 304
 * without the body being read, built and hashed again. Why that is safe: a version changes whenever anything
 * the body is made of changes, and never comes back to an earlier value. It is read before the body, so a
 * change landing in between gives the remembered tag a version the data no longer has, and the next poll
 * builds the body again. Nothing is shared between instances: a tab moving to another instance gets one
 * full answer there (a 304 by its body's tag when nothing changed), so the tag's meaning ("SHA-256 of the
 * body") does not change.
 */
export class AnswerVersions {
  private readonly entries = new Map<string, { version: string; etag: string }>();

  constructor(private readonly kept = ANSWER_VERSIONS_KEPT) {}

  /** The tag of the remembered answer when its data is still at `version`; undefined otherwise. */
  etagAt(key: string, version: string): string | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.etag : undefined;
  }

  remember(key: string, version: string, etag: string): void {
    // Re-inserted, so the Map's insertion order is the order of remembering: the first key is the oldest.
    this.entries.delete(key);
    this.entries.set(key, { version, etag });
    if (this.entries.size > this.kept) this.entries.delete(this.entries.keys().next().value!);
  }
}
