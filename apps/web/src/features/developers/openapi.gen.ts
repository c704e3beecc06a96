// Generated from GET /openapi.json by openapi-typescript (npm run openapi:types in apps/api). Do not edit.

export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check that really queries the database (503 when it does not answer) */
        get: operations["health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness for load balancers: the database answers, migrations are applied and the job queue started (503 otherwise) */
        get: operations["ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This API's OpenAPI 3.1 document, generated from the contracts */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's record (404 until POST /user created it) */
        get: operations["getUser"];
        /** Updates fields of the signed-in user's record; null fields are left as they are */
        put: operations["updateUser"];
        /** Creates the signed-in user's record (201), or answers the existing one (200) */
        post: operations["createUser"];
        /** Deletes the signed-in user's rows and sign-in account */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/outliers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page of the outliers table, filtered and sorted */
        get: operations["getOutliers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Outlier records plus recent VPH, tags, channel and format for up to 200 video ids */
        post: operations["getVideoInsights"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/savedVideos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves a video for the signed-in user (idempotent); answers the saved set */
        post: operations["saveVideo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getSavedVideoData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Records of the given saved videos (ids the caller has not saved are left out) */
        get: operations["getSavedVideoData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deleteSavedVideo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Removes a video from the signed-in user's saved videos */
        delete: operations["deleteSavedVideo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/affiliateApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stores an affiliate application (201); rate-limited per address */
        post: operations["submitAffiliateApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/affiliateApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stored affiliate applications, newest first */
        get: operations["listAffiliateApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Users by plan, video store counts, YouTube quota and job states */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channelVideos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the video store holds for one channel, newest videos first */
        get: operations["getChannelVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billingPlans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The paid plans' Stripe prices, the free trial and discounts, as configured on the server */
        get: operations["getBillingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/createCheckoutSessionUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe Checkout address for a paid plan (409 while a subscription is in force: switch instead); rate-limited per user */
        post: operations["createCheckoutSessionUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripeSessionId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Applies a completed, paid Checkout Session's subscription to its user (idempotent); answers success or failure only */
        post: operations["stripeSessionId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cancelSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancels the user's subscription at the end of the paid period; answers the updated subscription */
        post: operations["cancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/undoCancelSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renews a subscription set to cancel at the end of its period; answers the updated subscription */
        post: operations["undoCancelSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/switchSubscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Moves the user's subscription to another plan's price, prorated; answers the updated subscription */
        post: operations["switchSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/switchSubscriptionPreview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What switching to another plan's price charges now (Stripe's invoice preview, prorated); changes nothing; rate-limited per user */
        post: operations["switchSubscriptionPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billingPortalSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A Stripe billing portal address for the user (cancel, change plan, invoices); rate-limited per user */
        post: operations["billingPortalSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/stripe/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stripe's events, raw body checked against Stripe-Signature (400 otherwise); each event id applied once */
        post: operations["stripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/apiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's API keys (name, first characters, created, last used) and today's key calls */
        get: operations["listApiKeys"];
        put?: never;
        /** Creates a named API key (201); the answer holds the whole key, which is never shown again */
        post: operations["createApiKey"];
        /** Revokes one of the signed-in user's API keys at once (404 for an unknown id) */
        delete: operations["deleteApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ideas from a video's top comments (questions, requests, recurring topics, sentiment); spends one comment analysis unless the user already has this video's today (429 QUOTA_EXCEEDED when spent) */
        post: operations["createCommentAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses/transcripts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Records a transcript download (no caption text) before the browser builds the file; the same video and language again that day is free (429 QUOTA_EXCEEDED when spent) */
        post: operations["createTranscriptDownload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's analyses, newest first, optionally of one kind */
        get: operations["listAnalyses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the signed-in user's analyses with its full result (404 for anyone else's) */
        get: operations["getAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's use of each analysis kind against the plan's daily allowance (null = unlimited), with the user's next local midnight */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's channel analyses: its progress while it runs, its figures when done */
        get: operations["getChannelAnalysis"];
        put?: never;
        /** Starts a channel analysis (id, @handle or channel URL; 400 naming `channel` when none resolves): claims a channel use and answers the report at once (200) when the channel is fresh in the store, else the queued analysis (202) to poll with GET /analyses/channel */
        post: operations["startChannelAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's stored results analyses */
        get: operations["getResultsAnalysis"];
        put?: never;
        /** Analyses up to 50 search result videos read from the page (no search.list): claims a results use, stores and answers the report */
        post: operations["analyseResults"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analyses/keyword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The same report for a typed keyword: one search.list call (100 units), limited per user per day; claims a results use */
        post: operations["analyseKeyword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/queues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The job queues: queued, running and failed jobs, and each queue's last runs */
        get: operations["getAdminQueues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the daily recap off for the user of a signed token (RFC 8058 one-click POST, or the website's page); any body is ignored */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/recap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The daily recap's last 24 hours: sent, failed, skipped */
        get: operations["getAdminRecap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/recap/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sends the calling admin their own recap now, as a test (not counted as the day's recap) */
        post: operations["sendTestRecap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user with the given email and their roles (null when there is none) */
        get: operations["findAdminUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Grants or revokes admin or beta tester; written to the audit log (an admin cannot revoke their own admin) */
        put: operations["setUserRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/roleChanges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest role grants and revocations (who, whom, what, when), newest first */
        get: operations["listRoleChanges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtubeInitiateAuth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Google's authorization address for linking a YouTube channel (read-only scope, PKCE, a single-use state bound to the user, valid 10 minutes) */
        get: operations["youtubeInitiateAuth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtubeOAuthCallback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Finishes the authorization: checks the state, exchanges the code, links the channel and reads its subscriptions */
        get: operations["youtubeOAuthCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/connectedYoutubeAccounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's linked YouTube channels, oldest first (the last one is the current account) */
        get: operations["connectedYoutubeAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/youtubeDisconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Unlinks a channel: revokes its grant at Google, deletes its tokens and subscriptions */
        delete: operations["youtubeDisconnect"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The channels the user follows, the plan's limit and the breakout alert settings */
        get: operations["getWatchlist"];
        put?: never;
        /** Follows a channel (id, @handle or URL) within the plan's limit (201; 200 when already followed); the jobs track it */
        post: operations["addToWatchlist"];
        /** Stops following a channel (idempotent) */
        delete: operations["removeFromWatchlist"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The followed channels' uploads of the last 30 days, newest or breaking out first, filtered, by cursor */
        get: operations["getWatchlistFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/breakouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's breakout alerts since an instant (the extension's count and notifications) */
        get: operations["getWatchlistBreakouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Turns the breakout email on or off and sets N (2-10) */
        put: operations["updateBreakoutAlerts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turns the breakout email off for the user of a signed token (RFC 8058 one-click POST); any body is ignored */
        post: operations["unsubscribeBreakouts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The linked YouTube channel's subscriptions, read from YouTube now (1 unit per 50, charged to the caller first), each marked when already followed */
        get: operations["getWatchlistSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/watchlist/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follows channels chosen from the linked channel's subscriptions, up to the plan's remaining slots (atomic); answers which were added and which the limit refused */
        post: operations["importWatchlist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getChannelAnalytics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel the caller linked (the current account by default), from YouTube Analytics: the last 28 days against the 28 before, per day, the top 10 videos and the traffic sources; kept per channel and day; 409 with details.reason when the channel must be linked again */
        get: operations["getChannelAnalytics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/videos/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A video's snapshots of its first 30 days and its title and thumbnail changes */
        get: operations["getVideoHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/channels/curve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A channel's typical start for a format: median and 25th-75th percentile views at fixed ages */
        get: operations["getChannelCurve"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ApiError: {
            error: {
                code: string;
                message: string;
                field?: string;
                retryAfterSeconds?: number;
                details?: {
                    [key: string]: unknown;
                };
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SERVICE_UNAVAILABLE: The database does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ok: boolean;
                        /** @enum {string} */
                        database: "up" | "down";
                    };
                };
            };
            /** @description Refused (404 for a path or method this API does not serve) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    ready: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SERVICE_UNAVAILABLE: The database, the migrations or the job queue are not ready */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        ready: boolean;
                        /** @enum {string} */
                        database: "up" | "down";
                        /** @enum {string} */
                        migrations: "applied" | "pending";
                        /** @enum {string} */
                        queue: "started" | "stopped";
                    };
                };
            };
            /** @description Refused (404 for a path or method this API does not serve) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                        info: {
                            title: string;
                            version: string;
                        } & {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Refused (404 for a path or method this API does not serve) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userInfo: {
                            name: string | null;
                            /** Format: email */
                            email: string;
                            subscribedToDailyRecapEmail: boolean;
                            isAdmin: boolean;
                            isBetaTester: boolean;
                            timezone: string;
                            language?: ("en" | "es" | "pt-BR" | "hi" | "id" | "de" | "fr" | "ja") | null;
                            savedVideoIds: {
                                [key: string]: true;
                            };
                            subscription_live: {
                                product_id: string;
                                status: string;
                                canceled_at: number | null;
                                current_period_end: number;
                                current_period_start?: number;
                                trial_end: number | null;
                            } | null;
                            youtubeAccounts: {
                                channelId: string;
                                title: string;
                                subscriptions: {
                                    channelId: string;
                                    title: string;
                                }[];
                            }[];
                            currentAccount: {
                                channelId: string;
                                title: string;
                                subscriptions: {
                                    channelId: string;
                                    title: string;
                                }[];
                            } | null;
                            /** @enum {string} */
                            plan: "free" | "standard" | "professional";
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    email?: string;
                    subscribedToDailyRecapEmail?: boolean;
                    isAdmin?: boolean;
                    timezone?: string;
                    /** @enum {string} */
                    language?: "en" | "es" | "pt-BR" | "hi" | "id" | "de" | "fr" | "ja";
                    youtube?: {
                        channelId: string;
                        title: string;
                        subscriptions: {
                            channelId: string;
                            title: string;
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken. FORBIDDEN: isAdmin differs from the record, or a channel is not linked to the account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    timezone: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The email is not the signed-in account's, or the account has none */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userInfo: {
                            name: string | null;
                            /** Format: email */
                            email: string;
                            subscribedToDailyRecapEmail: boolean;
                            isAdmin: boolean;
                            isBetaTester: boolean;
                            timezone: string;
                            language?: ("en" | "es" | "pt-BR" | "hi" | "id" | "de" | "fr" | "ja") | null;
                            savedVideoIds: {
                                [key: string]: true;
                            };
                            subscription_live: {
                                product_id: string;
                                status: string;
                                canceled_at: number | null;
                                current_period_end: number;
                                current_period_start?: number;
                                trial_end: number | null;
                            } | null;
                            youtubeAccounts: {
                                channelId: string;
                                title: string;
                                subscriptions: {
                                    channelId: string;
                                    title: string;
                                }[];
                            }[];
                            currentAccount: {
                                channelId: string;
                                title: string;
                                subscriptions: {
                                    channelId: string;
                                    title: string;
                                }[];
                            } | null;
                            /** @enum {string} */
                            plan: "free" | "standard" | "professional";
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: The user's subscription cannot be ended at Stripe right now (nothing is deleted) */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getOutliers: {
        parameters: {
            query?: {
                minSubscribers?: number | string;
                maxSubscribers?: number | string;
                minOutlier?: number | string;
                maxOutlier?: number | string;
                minViews?: number | string;
                maxViews?: number | string;
                minOutlierAtAge?: number | string;
                q?: string;
                format?: "all" | "long" | "short";
                publishedAfter?: string;
                sort?: "channelTitle" | "videoTitle" | "videoViewCount" | "videoLikeCount" | "videoCommentCount" | "videoPublishedAt" | "channelSubscriberCount" | "channelVideoCount" | "videoOutlier" | "videoVph" | "videoOutlierAtAge";
                order?: "asc" | "desc";
                limit?: number | string;
                offset?: number | string;
                cursor?: string;
                mySubscriptions?: boolean | ("true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videoData: {
                            videoId: string;
                            videoTitle: string;
                            videoViewCount: number;
                            videoLikeCount: number;
                            videoCommentCount: number;
                            /** Format: date-time */
                            videoPublishedAt: string;
                            videoOutlier: number | null;
                            videoVph: number;
                            /** Format: duration */
                            videoDuration: string;
                            channelTitle: string;
                            channelSubscriberCount: number;
                            channelVideoCount: number;
                            videoOutlierAtAge?: number | null;
                            videoOutlierAtAgeSample?: number;
                        }[];
                        total: number;
                        totalIsEstimate?: boolean;
                        nextCursor?: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getVideoInsights: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string[];
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        insights: {
                            videoId: string;
                            videoTitle: string;
                            videoViewCount: number;
                            videoLikeCount: number;
                            videoCommentCount: number;
                            /** Format: date-time */
                            videoPublishedAt: string;
                            videoOutlier: number | null;
                            videoVph: number;
                            /** Format: duration */
                            videoDuration: string;
                            channelTitle: string;
                            channelSubscriberCount: number;
                            channelVideoCount: number;
                            videoOutlierAtAge?: number | null;
                            videoOutlierAtAgeSample?: number;
                            recentVph: number | null;
                            tags: string[];
                            channelId: string;
                            /** @enum {string} */
                            format: "short" | "long";
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    saveVideo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoId: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The id is not a public YouTube video */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The user's saved videos are at their limit */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        message: "Saved video";
                        savedVideoIds: {
                            [key: string]: true;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getSavedVideoData: {
        parameters: {
            query?: {
                savedVideoIds?: string[];
                useFakedBackendData?: boolean | ("true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videoData: {
                            videoId: string;
                            videoTitle: string;
                            videoViewCount: number;
                            videoLikeCount: number;
                            videoCommentCount: number;
                            /** Format: date-time */
                            videoPublishedAt: string;
                            videoOutlier: number | null;
                            videoVph: number;
                            /** Format: duration */
                            videoDuration: string;
                            channelTitle: string;
                            channelSubscriberCount: number;
                            channelVideoCount: number;
                            videoOutlierAtAge?: number | null;
                            videoOutlierAtAgeSample?: number;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteSavedVideo: {
        parameters: {
            query: {
                videoId: string;
                useFakedBackendData?: boolean | ("true" | "false");
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The video is not in the user's saved videos */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        message: "Removed video";
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    submitAffiliateApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    website: string;
                    /** @enum {string} */
                    followers: "0-1000" | "1000-10000" | "10000-50000" | "50000+";
                    message: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: Too many applications from this address, or from everyone this hour */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAffiliateApplications: {
        parameters: {
            query?: {
                limit?: number | string;
                offset?: number | string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applications: {
                            id: number;
                            name: string;
                            email: string;
                            website: string;
                            /** @enum {string} */
                            followers: "0-1000" | "1000-10000" | "10000-50000" | "50000+";
                            message: string;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        generatedAt: string;
                        users: {
                            total: number;
                            admins: number;
                            byPlan: {
                                plan: string;
                                users: number;
                            }[];
                        };
                        store: {
                            videos: number;
                            shorts: number;
                            videosWithOutlierScore: number;
                            staleVideos: number;
                            channels: number;
                            snapshots: number;
                            trackedChannels: number;
                            channelsAwaitingFirstTrack: number;
                            channelsFailing: number;
                        };
                        quota: {
                            day: string;
                            usedToday: number;
                            dailyLimit: number;
                        } | null;
                        affiliateApplications: {
                            total: number;
                            last7Days: number;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChannelVideos: {
        parameters: {
            query: {
                channelId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The channel is not in the video store */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channel: {
                            id: string;
                            title: string;
                            handle: string | null;
                            subscriberCount: number;
                            videoCount: number;
                            viewCount: number;
                            /** Format: date-time */
                            fetchedAt: string;
                        };
                        storedVideos: number;
                        videos: {
                            videoId: string;
                            videoTitle: string;
                            videoViewCount: number;
                            videoLikeCount: number;
                            videoCommentCount: number;
                            /** Format: date-time */
                            videoPublishedAt: string;
                            videoOutlier: number | null;
                            videoVph: number;
                            /** Format: duration */
                            videoDuration: string;
                            channelTitle: string;
                            channelSubscriberCount: number;
                            channelVideoCount: number;
                            videoOutlierAtAge?: number | null;
                            videoOutlierAtAgeSample?: number;
                            recentVph: number | null;
                            tags: string[];
                            channelId: string;
                            /** @enum {string} */
                            format: "short" | "long";
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getBillingPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        standard: {
                            priceId: string;
                            productId: string;
                        } | null;
                        professional: {
                            priceId: string;
                            productId: string;
                        } | null;
                        trialDays: number;
                        discounts: {
                            standard: number | null;
                            professional: number | null;
                        };
                    };
                };
            };
            /** @description Refused (404 for a path or method this API does not serve) */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCheckoutSessionUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceId: string;
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The price is no plan's, or the sign-in account has no email */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The user already has a running subscription */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        checkoutSessionUrl: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    stripeSessionId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    sessionId: string;
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: Too many confirmations from this address (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        success: boolean;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    cancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The user has no active subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription_live: {
                            product_id: string;
                            status: string;
                            canceled_at: number | null;
                            current_period_end: number;
                            current_period_start?: number;
                            trial_end: number | null;
                        };
                        /** @enum {string} */
                        plan: "free" | "standard" | "professional";
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    undoCancelSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The user has no active subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The subscription is not set to cancel */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription_live: {
                            product_id: string;
                            status: string;
                            canceled_at: number | null;
                            current_period_end: number;
                            current_period_start?: number;
                            trial_end: number | null;
                        };
                        /** @enum {string} */
                        plan: "free" | "standard" | "professional";
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    switchSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceId: string;
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The price is no plan's */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The user has no active subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The user is already on this plan */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscription_live: {
                            product_id: string;
                            status: string;
                            canceled_at: number | null;
                            current_period_end: number;
                            current_period_start?: number;
                            trial_end: number | null;
                        };
                        /** @enum {string} */
                        plan: "free" | "standard" | "professional";
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    switchSubscriptionPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    priceId: string;
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The price is no plan's */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The user has no active subscription */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The user is already on this plan */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        amountDue: number;
                        currency: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    billingPortalSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    livemode?: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: The user has no billing account yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        url: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    stripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The Stripe signature is missing or wrong */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Paid plans are not configured, or Stripe does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        received: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        }[];
                        usage: {
                            used: number;
                            limit: number;
                            /** Format: date-time */
                            resetsAt: string;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The user already holds the most API keys allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: {
                            /** Format: uuid */
                            id: string;
                            name: string;
                            prefix: string;
                            /** Format: date-time */
                            createdAt: string;
                            lastUsedAt: string | null;
                        };
                        secret: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    deleteApiKey: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The caller has no API key with this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createCommentAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoId: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: YouTube does not know the video (removed or private) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description COMMENTS_DISABLED: The video's comments are turned off. NO_COMMENTS: The video has no comments yet */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry). QUOTA_EXCEEDED: The day's comment analyses on the user's plan are spent (details: QuotaExceededDetails) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analysis: {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "comments";
                            result: {
                                videoId: string;
                                commentsRead: number;
                                commentsAnalysed: number;
                                languages: {
                                    language: string;
                                    comments: number;
                                }[];
                                sentiment: {
                                    positive: number;
                                    neutral: number;
                                    negative: number;
                                };
                                ideas: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "question" | "request" | "topic";
                                    label: string;
                                    title: string;
                                    score: number;
                                    likes: number;
                                    replies: number;
                                    commentCount: number;
                                    comments: {
                                        id: string;
                                        text: string;
                                        author: string;
                                        likes: number;
                                        replies: number;
                                        /** Format: uri */
                                        url: string;
                                        /** Format: date-time */
                                        publishedAt: string;
                                    }[];
                                }[];
                            };
                        };
                        reused: boolean;
                        usage: {
                            used: number;
                            limit: number | null;
                            /** Format: date-time */
                            resetsAt: string;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    createTranscriptDownload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    videoId: string;
                    language: string;
                    /** @default false */
                    autoGenerated?: boolean;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry). QUOTA_EXCEEDED: The day's transcript downloads on the user's plan are spent (details: QuotaExceededDetails) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analysis: {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "transcripts";
                            result: {
                                videoId: string;
                                language: string;
                                autoGenerated: boolean;
                            };
                        };
                        reused: boolean;
                        usage: {
                            used: number;
                            limit: number | null;
                            /** Format: date-time */
                            resetsAt: string;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listAnalyses: {
        parameters: {
            query?: {
                kind?: "comments" | "channel" | "results" | "transcripts";
                limit?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analyses: {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @enum {string} */
                            kind: "comments" | "channel" | "results" | "transcripts";
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAnalysis: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: No analysis of the caller has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        analysis: {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "comments";
                            result: {
                                videoId: string;
                                commentsRead: number;
                                commentsAnalysed: number;
                                languages: {
                                    language: string;
                                    comments: number;
                                }[];
                                sentiment: {
                                    positive: number;
                                    neutral: number;
                                    negative: number;
                                };
                                ideas: {
                                    id: string;
                                    /** @enum {string} */
                                    type: "question" | "request" | "topic";
                                    label: string;
                                    title: string;
                                    score: number;
                                    likes: number;
                                    replies: number;
                                    commentCount: number;
                                    comments: {
                                        id: string;
                                        text: string;
                                        author: string;
                                        likes: number;
                                        replies: number;
                                        /** Format: uri */
                                        url: string;
                                        /** Format: date-time */
                                        publishedAt: string;
                                    }[];
                                }[];
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "transcripts";
                            result: {
                                videoId: string;
                                language: string;
                                autoGenerated: boolean;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "channel";
                            result: {
                                channel: {
                                    channelId: string;
                                    title: string;
                                    handle: string | null;
                                    subscribers: number | null;
                                    views: number;
                                    uploads: number;
                                    medianLongViews: number | null;
                                    medianShortViews: number | null;
                                    recentUploadsPerWeek: number;
                                };
                                timezone: string;
                                /** Format: date-time */
                                computedAt: string;
                                videos: {
                                    videoId: string;
                                    title: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    durationSeconds: number;
                                    isShort: boolean;
                                    views: number;
                                    likes: number | null;
                                    comments: number | null;
                                    outlier: number | null;
                                    outlierAtAge?: number | null;
                                    tags: string[];
                                }[];
                                uploadsPerWeek: {
                                    weekStart: string;
                                    uploads: number;
                                }[];
                                channelMedianViews: number | null;
                                outliers: string[];
                                underperformers: string[];
                                heatmap: {
                                    day: number;
                                    hour: number;
                                    uploads: number;
                                    medianViews: number;
                                }[];
                                length: {
                                    medianLongSeconds: number | null;
                                    buckets: {
                                        label: string;
                                        minSeconds: number;
                                        maxSeconds: number | null;
                                        videos: number;
                                        medianViews: number | null;
                                    }[];
                                    correlation: number | null;
                                };
                                titleWords: {
                                    term: string;
                                    outlierCount: number;
                                    restCount: number;
                                    lift: number;
                                }[];
                                tags: {
                                    term: string;
                                    outlierCount: number;
                                    restCount: number;
                                    lift: number;
                                }[];
                                own: {
                                    channelId: string;
                                    title: string;
                                    handle: string | null;
                                    subscribers: number | null;
                                    views: number;
                                    uploads: number;
                                    medianLongViews: number | null;
                                    medianShortViews: number | null;
                                    recentUploadsPerWeek: number;
                                } | null;
                            };
                        } | {
                            /** Format: uuid */
                            id: string;
                            day: string;
                            /** Format: date-time */
                            createdAt: string;
                            target: string;
                            title: string | null;
                            language: string | null;
                            /** @constant */
                            kind: "results";
                            result: {
                                query: string;
                                /** Format: date-time */
                                computedAt: string;
                                videos: {
                                    videoId: string;
                                    title: string;
                                    channelId: string;
                                    channelTitle: string;
                                    /** Format: date-time */
                                    publishedAt: string;
                                    views: number;
                                    subscribers: number | null;
                                    outlier: number | null;
                                    outlierAtAge?: number | null;
                                    vph: number;
                                    isShort: boolean;
                                }[];
                                missingIds: string[];
                                outliers: string[];
                                medianViews: number | null;
                                medianAgeHours: number | null;
                                medianSubscribers: number | null;
                                smallChannelShare: number | null;
                                vphSpread: {
                                    min: number;
                                    p25: number;
                                    median: number;
                                    p75: number;
                                    max: number;
                                } | null;
                                titleWords: {
                                    term: string;
                                    count: number;
                                }[];
                                tags: {
                                    term: string;
                                    count: number;
                                }[];
                                opportunity: {
                                    score: number;
                                    smallChannelShare: number;
                                    recentShare: number;
                                    outlierShare: number;
                                };
                            };
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        plan: "free" | "standard" | "professional";
                        day: string;
                        timezone: string;
                        nextTimezone?: string | null;
                        usage: {
                            comments: {
                                used: number;
                                limit: number | null;
                                /** Format: date-time */
                                resetsAt: string;
                            };
                            channel: {
                                used: number;
                                limit: number | null;
                                /** Format: date-time */
                                resetsAt: string;
                            };
                            results: {
                                used: number;
                                limit: number | null;
                                /** Format: date-time */
                                resetsAt: string;
                            };
                            transcripts: {
                                used: number;
                                limit: number | null;
                                /** Format: date-time */
                                resetsAt: string;
                            };
                        };
                        /** Format: uri */
                        upgradeUrl: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChannelAnalysis: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: No channel analysis of the caller has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "done" | "failed";
                        input: string;
                        /** Format: date-time */
                        createdAt: string;
                        progress: {
                            /** @enum {string} */
                            stage: "queued" | "channel" | "uploads" | "videos" | "computing" | "done";
                            done: number;
                            total: number;
                        };
                        result: {
                            channel: {
                                channelId: string;
                                title: string;
                                handle: string | null;
                                subscribers: number | null;
                                views: number;
                                uploads: number;
                                medianLongViews: number | null;
                                medianShortViews: number | null;
                                recentUploadsPerWeek: number;
                            };
                            timezone: string;
                            /** Format: date-time */
                            computedAt: string;
                            videos: {
                                videoId: string;
                                title: string;
                                /** Format: date-time */
                                publishedAt: string;
                                durationSeconds: number;
                                isShort: boolean;
                                views: number;
                                likes: number | null;
                                comments: number | null;
                                outlier: number | null;
                                outlierAtAge?: number | null;
                                tags: string[];
                            }[];
                            uploadsPerWeek: {
                                weekStart: string;
                                uploads: number;
                            }[];
                            channelMedianViews: number | null;
                            outliers: string[];
                            underperformers: string[];
                            heatmap: {
                                day: number;
                                hour: number;
                                uploads: number;
                                medianViews: number;
                            }[];
                            length: {
                                medianLongSeconds: number | null;
                                buckets: {
                                    label: string;
                                    minSeconds: number;
                                    maxSeconds: number | null;
                                    videos: number;
                                    medianViews: number | null;
                                }[];
                                correlation: number | null;
                            };
                            titleWords: {
                                term: string;
                                outlierCount: number;
                                restCount: number;
                                lift: number;
                            }[];
                            tags: {
                                term: string;
                                outlierCount: number;
                                restCount: number;
                                lift: number;
                            }[];
                            own: {
                                channelId: string;
                                title: string;
                                handle: string | null;
                                subscribers: number | null;
                                views: number;
                                uploads: number;
                                medianLongViews: number | null;
                                medianShortViews: number | null;
                                recentUploadsPerWeek: number;
                            } | null;
                        } | null;
                        error: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    startChannelAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                    timezone?: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The channel's analysis just failed in another request */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry). QUOTA_EXCEEDED: The day's channel analyses on the user's plan are spent (details: QuotaExceededDetails) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "done" | "failed";
                        input: string;
                        /** Format: date-time */
                        createdAt: string;
                        progress: {
                            /** @enum {string} */
                            stage: "queued" | "channel" | "uploads" | "videos" | "computing" | "done";
                            done: number;
                            total: number;
                        };
                        result: {
                            channel: {
                                channelId: string;
                                title: string;
                                handle: string | null;
                                subscribers: number | null;
                                views: number;
                                uploads: number;
                                medianLongViews: number | null;
                                medianShortViews: number | null;
                                recentUploadsPerWeek: number;
                            };
                            timezone: string;
                            /** Format: date-time */
                            computedAt: string;
                            videos: {
                                videoId: string;
                                title: string;
                                /** Format: date-time */
                                publishedAt: string;
                                durationSeconds: number;
                                isShort: boolean;
                                views: number;
                                likes: number | null;
                                comments: number | null;
                                outlier: number | null;
                                outlierAtAge?: number | null;
                                tags: string[];
                            }[];
                            uploadsPerWeek: {
                                weekStart: string;
                                uploads: number;
                            }[];
                            channelMedianViews: number | null;
                            outliers: string[];
                            underperformers: string[];
                            heatmap: {
                                day: number;
                                hour: number;
                                uploads: number;
                                medianViews: number;
                            }[];
                            length: {
                                medianLongSeconds: number | null;
                                buckets: {
                                    label: string;
                                    minSeconds: number;
                                    maxSeconds: number | null;
                                    videos: number;
                                    medianViews: number | null;
                                }[];
                                correlation: number | null;
                            };
                            titleWords: {
                                term: string;
                                outlierCount: number;
                                restCount: number;
                                lift: number;
                            }[];
                            tags: {
                                term: string;
                                outlierCount: number;
                                restCount: number;
                                lift: number;
                            }[];
                            own: {
                                channelId: string;
                                title: string;
                                handle: string | null;
                                subscribers: number | null;
                                views: number;
                                uploads: number;
                                medianLongViews: number | null;
                                medianShortViews: number | null;
                                recentUploadsPerWeek: number;
                            } | null;
                        } | null;
                        error: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getResultsAnalysis: {
        parameters: {
            query: {
                id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: No results analysis of the caller has this id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "page" | "keyword";
                        /** Format: date-time */
                        createdAt: string;
                        result: {
                            query: string;
                            /** Format: date-time */
                            computedAt: string;
                            videos: {
                                videoId: string;
                                title: string;
                                channelId: string;
                                channelTitle: string;
                                /** Format: date-time */
                                publishedAt: string;
                                views: number;
                                subscribers: number | null;
                                outlier: number | null;
                                outlierAtAge?: number | null;
                                vph: number;
                                isShort: boolean;
                            }[];
                            missingIds: string[];
                            outliers: string[];
                            medianViews: number | null;
                            medianAgeHours: number | null;
                            medianSubscribers: number | null;
                            smallChannelShare: number | null;
                            vphSpread: {
                                min: number;
                                p25: number;
                                median: number;
                                p75: number;
                                max: number;
                            } | null;
                            titleWords: {
                                term: string;
                                count: number;
                            }[];
                            tags: {
                                term: string;
                                count: number;
                            }[];
                            opportunity: {
                                score: number;
                                smallChannelShare: number;
                                recentShare: number;
                                outlierShare: number;
                            };
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    analyseResults: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                    videoIds: string[];
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry). QUOTA_EXCEEDED: The day's result analyses on the user's plan are spent (details: QuotaExceededDetails) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "page" | "keyword";
                        /** Format: date-time */
                        createdAt: string;
                        result: {
                            query: string;
                            /** Format: date-time */
                            computedAt: string;
                            videos: {
                                videoId: string;
                                title: string;
                                channelId: string;
                                channelTitle: string;
                                /** Format: date-time */
                                publishedAt: string;
                                views: number;
                                subscribers: number | null;
                                outlier: number | null;
                                outlierAtAge?: number | null;
                                vph: number;
                                isShort: boolean;
                            }[];
                            missingIds: string[];
                            outliers: string[];
                            medianViews: number | null;
                            medianAgeHours: number | null;
                            medianSubscribers: number | null;
                            smallChannelShare: number | null;
                            vphSpread: {
                                min: number;
                                p25: number;
                                median: number;
                                p75: number;
                                max: number;
                            } | null;
                            titleWords: {
                                term: string;
                                count: number;
                            }[];
                            tags: {
                                term: string;
                                count: number;
                            }[];
                            opportunity: {
                                score: number;
                                smallChannelShare: number;
                                recentShare: number;
                                outlierShare: number;
                            };
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    analyseKeyword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    query: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token or API key */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit, or the day's API key calls are spent (Retry-After says when to retry). QUOTA_EXCEEDED: The day's result analyses on the user's plan are spent (details: QuotaExceededDetails) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        source: "page" | "keyword";
                        /** Format: date-time */
                        createdAt: string;
                        result: {
                            query: string;
                            /** Format: date-time */
                            computedAt: string;
                            videos: {
                                videoId: string;
                                title: string;
                                channelId: string;
                                channelTitle: string;
                                /** Format: date-time */
                                publishedAt: string;
                                views: number;
                                subscribers: number | null;
                                outlier: number | null;
                                outlierAtAge?: number | null;
                                vph: number;
                                isShort: boolean;
                            }[];
                            missingIds: string[];
                            outliers: string[];
                            medianViews: number | null;
                            medianAgeHours: number | null;
                            medianSubscribers: number | null;
                            smallChannelShare: number | null;
                            vphSpread: {
                                min: number;
                                p25: number;
                                median: number;
                                p75: number;
                                max: number;
                            } | null;
                            titleWords: {
                                term: string;
                                count: number;
                            }[];
                            tags: {
                                term: string;
                                count: number;
                            }[];
                            opportunity: {
                                score: number;
                                smallChannelShare: number;
                                recentShare: number;
                                outlierShare: number;
                            };
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminQueues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        generatedAt: string;
                        youtubeEnabled: boolean;
                        queues: {
                            name: string;
                            cron: string | null;
                            queued: number;
                            active: number;
                            failed: number;
                            lastRuns: {
                                id: string;
                                /** @enum {string} */
                                state: "active" | "completed" | "failed" | "cancelled" | "retry";
                                startedAt: string | null;
                                finishedAt: string | null;
                                durationMs: number | null;
                                retryCount: number;
                                output: unknown;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The unsubscribe token is malformed, forged or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getAdminRecap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: date-time */
                        generatedAt: string;
                        enabled: boolean;
                        lastRun: {
                            /** Format: date-time */
                            since: string;
                            sent: number;
                            failed: number;
                            skipped: number;
                            sending: number;
                            lastActivityAt: string | null;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    sendTestRecap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Email is not configured, or the mail server refused the message */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        to: string;
                        subject: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    findAdminUser: {
        parameters: {
            query: {
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            isAdmin: boolean;
                            isBetaTester: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        } | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    setUserRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "admin" | "beta-tester";
                    granted: boolean;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key. FORBIDDEN: The change is not allowed (an admin's own rights) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: No user has this email (they must sign in once first) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            uid: string;
                            email: string;
                            name: string | null;
                            isAdmin: boolean;
                            isBetaTester: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        changed: boolean;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    listRoleChanges: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: The caller is not an admin, or sent an API key */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        changes: {
                            id: number;
                            actor: string;
                            targetEmail: string;
                            /** @enum {string} */
                            role: "admin" | "beta-tester";
                            granted: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    youtubeInitiateAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The account already links the most channels allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uri */
                        authUrl: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    youtubeOAuthCallback: {
        parameters: {
            query: {
                code: string;
                state: string;
                scope?: string;
                authuser?: string;
                prompt?: string;
                hd?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The authorization is unknown, used, expired, or refused by Google */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken. FORBIDDEN: The authorization was started by another user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The channel is linked to another account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        account: {
                            channelId: string;
                            channelTitle: string | null;
                            thumbnailUrl: string | null;
                            needsReconnect: boolean;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    connectedYoutubeAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        youtubeAccounts: {
                            channelId: string;
                            channelTitle: string | null;
                            thumbnailUrl: string | null;
                            needsReconnect: boolean;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    youtubeDisconnect: {
        parameters: {
            query: {
                channelId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The channel is not linked to the account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWatchlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channels: {
                            channelId: string;
                            title: string | null;
                            handle: string | null;
                            thumbnailUrl: string | null;
                            /** Format: date-time */
                            addedAt: string;
                            /** @enum {string} */
                            tracking: "tracked" | "tomorrow";
                        }[];
                        limit: number;
                        /** @enum {string} */
                        plan: "free" | "standard" | "professional";
                        alerts: {
                            email: boolean;
                            multiple: number;
                        };
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    addToWatchlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: string;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken. FORBIDDEN: The plan's watchlist is full (details: limit, plan, upgradeUrl) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet. NOT_FOUND: No channel answers to the reference, or it was removed meanwhile */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube could not be asked to resolve a @handle or URL */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channel: {
                            channelId: string;
                            title: string | null;
                            handle: string | null;
                            thumbnailUrl: string | null;
                            /** Format: date-time */
                            addedAt: string;
                            /** @enum {string} */
                            tracking: "tracked" | "tomorrow";
                        };
                        notice: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    removeFromWatchlist: {
        parameters: {
            query: {
                channelId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWatchlistFeed: {
        parameters: {
            query?: {
                sort?: "newest" | "breakout";
                window?: "24h" | "7d" | "30d";
                format?: "short" | "long";
                channelId?: string;
                limit?: number | string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videos: {
                            videoId: string;
                            title: string;
                            channelId: string;
                            channelTitle: string;
                            /** Format: date-time */
                            publishedAt: string;
                            /** @enum {string} */
                            format: "short" | "long";
                            viewCount: number;
                            thumbnailUrl: string | null;
                            outlierAtAge: number | null;
                            outlierAtAgeSample: number;
                            breakoutAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWatchlistBreakouts: {
        parameters: {
            query?: {
                since?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        breakouts: {
                            videoId: string;
                            title: string;
                            channelTitle: string;
                            multiple: number;
                            /** Format: date-time */
                            alertedAt: string;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    updateBreakoutAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: boolean;
                    multiple?: number;
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: boolean;
                        multiple: number;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    unsubscribeBreakouts: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: The unsubscribe token is malformed, forged or expired */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getWatchlistSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: No channel is linked, or its link must be made again (details.reason: no_channel, grant_revoked, missing_scope) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry). TOO_MANY_REQUESTS: The caller's daily allowance of YouTube lookups is spent */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: Channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        channelTitle: string | null;
                        subscriptions: {
                            channelId: string;
                            title: string;
                            thumbnailUrl: string | null;
                            followed: boolean;
                        }[];
                        limit: number;
                        remaining: number;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    importWatchlist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channelIds: string[];
                };
            };
        };
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract. BAD_REQUEST: A channel is not among the linked channel's subscriptions (field channelIds) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The signed-in user has no record yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description PAYLOAD_TOO_LARGE: The body is over the size limit */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: {
                            channelId: string;
                            title: string | null;
                            handle: string | null;
                            thumbnailUrl: string | null;
                            /** Format: date-time */
                            addedAt: string;
                            /** @enum {string} */
                            tracking: "tracked" | "tomorrow";
                        }[];
                        alreadyFollowed: string[];
                        refused: string[];
                        limit: number;
                        notice: string | null;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChannelAnalytics: {
        parameters: {
            query?: {
                channelId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The channel is not linked to the account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description CONFLICT: The link lacks a permission or must be made again (details say which) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube channel linking is not configured, or Google does not answer */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        channelTitle: string | null;
                        current: {
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            totals: {
                                views: number;
                                estimatedMinutesWatched: number;
                                averageViewDurationSeconds: number | null;
                                subscribersGained: number;
                                subscribersLost: number;
                            };
                            days: {
                                views: number;
                                estimatedMinutesWatched: number;
                                averageViewDurationSeconds: number | null;
                                subscribersGained: number;
                                subscribersLost: number;
                                /** Format: date */
                                day: string;
                            }[];
                        };
                        previous: {
                            /** Format: date */
                            startDate: string;
                            /** Format: date */
                            endDate: string;
                            totals: {
                                views: number;
                                estimatedMinutesWatched: number;
                                averageViewDurationSeconds: number | null;
                                subscribersGained: number;
                                subscribersLost: number;
                            };
                            days: {
                                views: number;
                                estimatedMinutesWatched: number;
                                averageViewDurationSeconds: number | null;
                                subscribersGained: number;
                                subscribersLost: number;
                                /** Format: date */
                                day: string;
                            }[];
                        };
                        topVideos: {
                            videoId: string;
                            title: string | null;
                            views: number;
                            estimatedMinutesWatched: number;
                            averageViewDurationSeconds: number | null;
                        }[];
                        trafficSources: {
                            source: string;
                            views: number;
                            estimatedMinutesWatched: number;
                        }[];
                        /** Format: date-time */
                        fetchedAt: string;
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getVideoHistory: {
        parameters: {
            query: {
                videoId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: YouTube does not know the video */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description SERVICE_UNAVAILABLE: YouTube cannot be reached, or the day's YouTube budget is spent */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        video: {
                            videoId: string;
                            title: string;
                            channelId: string;
                            channelTitle: string;
                            /** Format: date-time */
                            publishedAt: string;
                            /** @enum {string} */
                            format: "short" | "long";
                            viewCount: number;
                            thumbnailUrl: string | null;
                            outlierAtAge: number | null;
                            outlierAtAgeSample: number;
                            /** Format: date-time */
                            fetchedAt: string;
                        };
                        snapshots: {
                            /** Format: date-time */
                            at: string;
                            views: number;
                            likes: number | null;
                            comments: number | null;
                            /** @enum {string} */
                            source: "api" | "feed";
                        }[];
                        changes: {
                            /** Format: date-time */
                            at: string;
                            /** @enum {string} */
                            kind: "title" | "thumbnail";
                            before: string;
                            after: string;
                            vphBefore: number | null;
                            vphAfter: number | null;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
    getChannelCurve: {
        parameters: {
            query: {
                channelId: string;
                format: "short" | "long";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description BAD_REQUEST: The query or body failed the contract */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description UNAUTHORIZED: No valid Firebase ID token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description EMAIL_NOT_VERIFIED: The account's email address is not verified. FORBIDDEN: An API key was sent where only the ID token is taken */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description NOT_FOUND: The store holds no videos of the channel yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description TOO_MANY_REQUESTS: A request rate limit (Retry-After says when to retry) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
            /** @description Success */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        channelId: string;
                        /** @enum {string} */
                        format: "short" | "long";
                        points: {
                            ageHours: number;
                            sampleSize: number;
                            median: number | null;
                            p25: number | null;
                            p75: number | null;
                        }[];
                    };
                };
            };
            /** @description Any other error */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiError"];
                };
            };
        };
    };
}
