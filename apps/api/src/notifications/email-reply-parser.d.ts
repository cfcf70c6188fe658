// email-reply-parser 1.9 ships no types; the part of its API reply-text.test.ts compares the reply parser with.
declare module 'email-reply-parser' {
  interface ParsedReply {
    /** The reply without quoted history and signatures. */
    getVisibleText(): string;
  }
  export default class EmailReplyParser {
    read(text: string): ParsedReply;
  }
}

declare module 'email-reply-parser/lib/parser/emailparser.js' {
  export default class EmailParser {
    /** Joins the lines a quote header's first match spans, over the whole text. */
    fixBrokenSignatures(text: string): string;
  }
}
