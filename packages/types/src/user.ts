import { LANGUAGES } from "@vi/i18n/languages";
import { z } from "zod";
import {
  ChannelIdSchema,
  EpochSecondsSchema,
  HttpUrlSchema,
  SavedVideoIdsSchema,
  SuccessResponseSchema,
  TimezoneSchema,
} from "./common.ts";
import { emailInput, TimezoneInputSchema, textInput } from "./input.ts";
import { PLAN_IDS } from "./plan-constants.ts";

/**
 * `subscription_live`: the user's Stripe subscription as last seen (docs/product.md).
 * `status` is Stripe's status text (trialing, active, canceled, past_due...); times are epoch seconds.
 */
export const SubscriptionLiveSchema = z.object({
  product_id: z.string().min(1),
  status: z.string().min(1),
  /** When the user asked to cancel; null while not canceled. */
  canceled_at: EpochSecondsSchema.nullable(),
  current_period_end: EpochSecondsSchema,
  /**
   * Start of the current billing period (a failed renewal makes a subscription past_due from here); absent in
   * records stored before it was kept.
   */
  current_period_start: EpochSecondsSchema.optional(),
  /** End of the free trial; null when there is none. */
  trial_end: EpochSecondsSchema.nullable(),
});
export type SubscriptionLive = z.infer<typeof SubscriptionLiveSchema>;

/** A channel the linked account subscribes to. */
export const YoutubeSubscriptionSchema = z.object({
  channelId: ChannelIdSchema,
  title: z.string(),
});
export type YoutubeSubscription = z.infer<typeof YoutubeSubscriptionSchema>;

/** A linked channel as stored in the user info. */
export const YoutubeLinkedAccountSchema = z.object({
  channelId: ChannelIdSchema,
  title: z.string(),
  subscriptions: z.array(YoutubeSubscriptionSchema),
});
export type YoutubeLinkedAccount = z.infer<typeof YoutubeLinkedAccountSchema>;

/**
 * A linked channel as the account screen shows it.
 * The title may be missing (the screen falls back to 'Your channel'), so may the thumbnail.
 */
export const YoutubeAccountSchema = z.object({
  channelId: ChannelIdSchema,
  channelTitle: z.string().nullable(),
  thumbnailUrl: HttpUrlSchema.nullable(),
});
export type YoutubeAccount = z.infer<typeof YoutubeAccountSchema>;

export const NAME_MAX_LENGTH = 100;

/** One of the interface languages (@vi/i18n, docs/product.md Languages). */
export const LanguageSchema = z.enum(LANGUAGES, {
  error: `Choose one of the supported languages: ${LANGUAGES.join(", ")}`,
});

/** The user info, the `userInfo` of GET /user (docs/product.md). */
export const UserInfoSchema = z.object({
  /** null until the user sets one in Profile. */
  name: z.string().nullable(),
  email: z.email(),
  subscribedToDailyRecapEmail: z.boolean(),
  isAdmin: z.boolean(),
  isBetaTester: z.boolean(),
  timezone: TimezoneSchema,
  /**
   * The interface language the user picked (website, extension, emails); null while they never picked
   * one, when the browser's language applies. Absent in copies cached before it existed.
   */
  language: LanguageSchema.nullable().optional(),
  savedVideoIds: SavedVideoIdsSchema,
  /** null when the user never subscribed (Free). */
  subscription_live: SubscriptionLiveSchema.nullable(),
  youtubeAccounts: z.array(YoutubeLinkedAccountSchema),
  /** The last item of `youtubeAccounts`; null when the list is empty. */
  currentAccount: YoutubeLinkedAccountSchema.nullable(),
  /**
   * The user's plan today, from the server's one rule (planOf of core, with its configured products):
   * the only plan clients show.
   */
  plan: z.enum(PLAN_IDS),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** GET /user answer (404 with an ApiError when the signed-in user has no record yet). */
export const GetUserResponseSchema = z.object({ userInfo: UserInfoSchema });
export type GetUserResponse = z.infer<typeof GetUserResponseSchema>;

/** POST /user body. The server takes uid and email from the verified token; the email here must match. */
export const CreateUserRequestSchema = z.object({
  email: emailInput("Invalid email address"),
  timezone: TimezoneInputSchema,
});
export type CreateUserRequest = z.infer<typeof CreateUserRequestSchema>;

/** POST /user answer: the record, created or already there (the call is idempotent). */
export const CreateUserResponseSchema = z.object({ userInfo: UserInfoSchema });
export type CreateUserResponse = z.infer<typeof CreateUserResponseSchema>;

export const YOUTUBE_ACCOUNTS_MAX = 50;
/** Longest channel title taken from a caller (YouTube's own limit is 100). */
export const CHANNEL_TITLE_MAX_LENGTH = 200;
/**
 * Subscriptions kept per linked channel (20 pages of 50 read from YouTube): enough for discovery, bounded in
 * quota; also the most a user update may carry.
 */
export const YOUTUBE_SUBSCRIPTIONS_MAX = 1_000;

/** A linked channel as a caller sends it (PUT /user): the stored shape, with bounded text and lists. */
export const YoutubeLinkedAccountInputSchema = z.object({
  channelId: ChannelIdSchema,
  title: textInput(CHANNEL_TITLE_MAX_LENGTH),
  subscriptions: z
    .array(z.object({ channelId: ChannelIdSchema, title: textInput(CHANNEL_TITLE_MAX_LENGTH) }))
    .max(YOUTUBE_SUBSCRIPTIONS_MAX),
});

const updateUserFields = {
  language: LanguageSchema,
  name: textInput(NAME_MAX_LENGTH, { min: 1, label: "Name" }),
  email: emailInput("Invalid email address"),
  subscribedToDailyRecapEmail: z.boolean(),
  isAdmin: z.boolean(),
  timezone: TimezoneInputSchema,
  /**
   * The linked channels in the order the user wants; the server makes the last one the current account.
   * Only the channel ids are read: titles and subscriptions are the server's, channels left out stay linked
   * (DELETE /youtubeDisconnect unlinks one), and a channel the server has not linked is refused.
   */
  youtube: z.array(YoutubeLinkedAccountInputSchema).max(YOUTUBE_ACCOUNTS_MAX),
};

/**
 * PUT /user body: any of the fields, at least one. Unknown keys (a `uid`, say) are dropped, never used.
 * Permission rules (isAdmin, email, youtube) are checked by the server, which knows the stored record:
 * isAdmin is accepted only as the stored value (roles change through the role routes).
 */
export const UpdateUserRequestSchema = z
  .object({
    name: updateUserFields.name.optional(),
    email: updateUserFields.email.optional(),
    subscribedToDailyRecapEmail: updateUserFields.subscribedToDailyRecapEmail.optional(),
    isAdmin: updateUserFields.isAdmin.optional(),
    timezone: updateUserFields.timezone.optional(),
    language: updateUserFields.language.optional(),
    youtube: updateUserFields.youtube.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), "Nothing to update");
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** A user update as callers send it: a null field means "not sent" (docs/product.md). */
export type UpdateUserFields = {
  [K in keyof z.input<typeof UpdateUserRequestSchema>]?: z.input<typeof UpdateUserRequestSchema>[K] | null;
};

function withoutNulls(value: UpdateUserFields): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null));
}

/** PUT /user body on the wire: null fields are dropped, then the rest is an UpdateUserRequest. */
export const UpdateUserBodySchema = z.preprocess(withoutNulls, UpdateUserRequestSchema);

export const UpdateUserResponseSchema = SuccessResponseSchema;
export type UpdateUserResponse = z.infer<typeof UpdateUserResponseSchema>;

/** DELETE /user answer: the user's rows and sign-in account are gone. */
export const DeleteUserResponseSchema = SuccessResponseSchema;
export type DeleteUserResponse = z.infer<typeof DeleteUserResponseSchema>;
