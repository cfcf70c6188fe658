// email-reply-parser 1.9 ships no types; the part of its API the inbound listener uses.
declare module 'email-reply-parser' {
  interface ParsedReply {
    /** The reply without quoted history and signatures. */
    getVisibleText(): string;
  }
  export default class EmailReplyParser {
    read(text: string): ParsedReply;
  }
}
