-- The interface language a user picked (website, extension, emails); NULL: the browser's language applies.
ALTER TABLE "users" ADD COLUMN "language" text;
