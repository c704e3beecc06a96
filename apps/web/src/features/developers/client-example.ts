// Shown on /developers as it is (imported with ?raw) and type-checked with the website: a typed client
// from the OpenAPI document, with openapi-typescript's types and openapi-fetch.
import createClient from "openapi-fetch";
import type { paths } from "./openapi.gen.ts";

const api = createClient<paths>({
  baseUrl: "https://api.vidinsight.app",
  headers: { Authorization: `Bearer ${process.env.VIDINSIGHT_API_KEY}` },
});

const { data, error } = await api.GET("/outliers", {
  params: { query: { q: "home workout", minOutlier: 5, limit: 10 } },
});
if (error) throw new Error(error.error.message);
for (const video of data.videoData) {
  console.log(`${video.videoOutlier}x  ${video.videoTitle}  (${video.channelTitle})`);
}
