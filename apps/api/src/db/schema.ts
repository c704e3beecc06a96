// The database schema (drizzle). Migrations in apps/api/drizzle/ are generated from this file with
// `pnpm --filter @vi/api db:generate`; never edit a generated migration that has been committed.
//
// Tables carry no schema qualifier: they live in the connection's search_path (public in production, a
// throw-away schema per test file), which is what lets test files share one PostgreSQL in parallel.

import type { SubscriptionLive, YoutubeLinkedAccount } from "@vi/types";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable("users", {
  /** Firebase uid: always taken from a verified ID token, never from a request body. */
  uid: text("uid").primaryKey(),
  email: text("email").notNull(),
  name: text("name"),
  /** IANA zone name, used to send the daily recap at the user's morning. */
  timezone: text("timezone").notNull().default("UTC"),
  isAdmin: boolean("is_admin").notNull().default(false),
  isBetaTester: boolean("is_beta_tester").notNull().default(false),
  subscribedToDailyRecapEmail: boolean("subscribed_to_daily_recap_email").notNull().default(true),
  subscriptionLive: jsonb("subscription_live").$type<SubscriptionLive>(),
  /** Linked YouTube channels in the order they were linked; the last one is the current account. */
  youtube: jsonb("youtube").$type<YoutubeLinkedAccount[]>().notNull().default(sql`'[]'::jsonb`),
  ...timestamps,
});

export const savedVideos = pgTable(
  "saved_videos",
  {
    uid: text("uid")
      .notNull()
      .references(() => users.uid, { onDelete: "cascade" }),
    videoId: text("video_id").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.videoId] }),
    // "Who saved this video" lookups (e.g. when a video's stored data must be deleted).
    index("saved_videos_video_id_idx").on(table.videoId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SavedVideoRow = typeof savedVideos.$inferSelect;
