import type { Config } from "../config";
import type { Db } from "../db/database";
import type { MailDelivery } from "../mail/outbox";
import type { Guard } from "./session";

/** What every feature's routes receive from app.ts. */
export interface AppDeps {
  db: Db;
  config: Config;
  guard: Guard;
  mail: MailDelivery;
}
