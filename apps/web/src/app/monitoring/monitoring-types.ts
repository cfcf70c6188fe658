/** The signed-in person as monitoring and analytics see them: an opaque id and the internal flag. */
export interface MonitoredUser {
  id: string;
  internal: boolean;
  /** The company name, for analytics only; Sentry gets the id and the flag. */
  company: string | null;
}

/** What the app needs of an error reporter once it has loaded. */
export interface MonitoringBackend {
  captureException(error: unknown): void;
  setUser(user: MonitoredUser | null): void;
  /** Loads and starts session replay. */
  startReplay(): Promise<void>;
}
