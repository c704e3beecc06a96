/**
 * Tags on window messages between the main-world page-data script and the content script. Kept
 * apart from the schemas in page-messages.ts so the main-world script does not bundle zod.
 */
export const PAGE_SOURCE = "vidinsight:page";
export const CONTENT_SOURCE = "vidinsight:content";
