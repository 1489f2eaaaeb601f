import type { Config } from "../config";
import type { Db } from "../db/database";
import type { PhishingHosts } from "../features/campaigns/hosts";
import type { MailDelivery } from "../mail/outbox";
import type { Sealer } from "./sealed";
import type { Guard, SessionStore } from "./session";

/** What every feature's routes receive from app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  guard: Guard;
  /** Its `changePerson` is how any code changes a person or their sessions. */
  sessions: SessionStore;
  mail: MailDelivery;
  /** Seals single sign-on secrets at rest; null without SECRET_KEY (then no federation can be set or used). */
  sealer: Sealer | null;
  campaigns: {
    /** The time campaigns run on (tests move it instead of waiting). */
    clock: () => number;
    /** Starts a sending round now (after a campaign was created). */
    kick: () => void;
    hosts: PhishingHosts;
  };
}
