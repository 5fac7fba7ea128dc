ALTER TABLE "apartments" ADD COLUMN "dogs_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "cats_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "max_pets" smallint;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "dog_weight_limit_lb" smallint;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "breed_restrictions" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "pet_fee" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "pet_deposit" integer;--> statement-breakpoint
-- Backfill (decision 031): the new columns from each community's pet_policy text, before the CHECK constraints below
-- are added. The patterns are core/pets/parse-pet-policy.ts's (\b spelled \y), on the text lower-cased with its
-- assistance-animal clauses removed; the rule is backfilledPetPolicy's: pets_allowed decides whether pets are taken
-- (it is what search filtered by), the text which kinds, the count, the dog's weight, breeds, fee and deposit; a
-- text naming no kind leaves cats and dogs with nothing else known; pet_rent is kept. db/pet-policy-backfill.test.ts
-- checks this statement against the parser on the demo data. SQL that PostgreSQL 15 and PGlite (18) both run.
UPDATE "apartments" AS a SET
  "dogs_allowed" = r.dogs,
  "cats_allowed" = r.cats,
  "max_pets" = CASE WHEN r.known THEN r.max_pets END,
  "dog_weight_limit_lb" = CASE WHEN r.known AND r.dogs AND NOT r.no_weight_limit THEN r.dog_weight_limit_lb END,
  "breed_restrictions" = r.known AND r.breed,
  "pet_fee" = CASE WHEN r.known THEN coalesce(r.pet_fee, CASE WHEN r.no_fee THEN 0 END) END,
  "pet_deposit" = CASE WHEN r.known THEN coalesce(r.pet_deposit, CASE WHEN r.no_deposit THEN 0 END) END
FROM (
  SELECT k.id,
    k.pets_allowed AND (k.dogs OR NOT k.cats) AS dogs,
    k.pets_allowed AND (k.cats OR NOT k.dogs) AS cats,
    k.pets_allowed AND (k.dogs OR k.cats) AS known,
    k.no_weight_limit, k.breed, k.no_fee, k.no_deposit,
    CASE WHEN k.count_read BETWEEN 1 AND 9 THEN k.count_read END AS max_pets,
    CASE WHEN k.weight_text::int BETWEEN 1 AND 300 THEN k.weight_text::int END AS dog_weight_limit_lb,
    nullif(regexp_replace(k.fee_text, '[^0-9]', '', 'g'), '')::int AS pet_fee,
    nullif(regexp_replace(k.deposit_text, '[^0-9]', '', 'g'), '')::int AS pet_deposit
  FROM (
    SELECT n.*,
      CASE WHEN n.count_text ~ '^[0-9]+$' THEN n.count_text::int WHEN n.count_text = 'single' THEN 1
        ELSE array_position(ARRAY['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'], n.count_text) END AS count_read,
      NOT n.no_pets AND NOT n.no_dogs AND (n.dogs_welcome OR n.no_cats OR (NOT n.cats_welcome AND (n.pets_welcome OR n.dog_word OR (NOT n.cat_word AND n.pet_word)))) AS dogs,
      NOT n.no_pets AND NOT n.no_cats AND (n.cats_welcome OR n.no_dogs OR (NOT n.dogs_welcome AND (n.pets_welcome OR n.cat_word OR (NOT n.dog_word AND n.pet_word)))) AS cats
    FROM (
      SELECT s.id, s.pets_allowed,
        t ~ '\yno pets\y(?!\s+(?:over|above|heavier|larger|bigger|weighing))|\ypets?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\y|\ypet[- ]free\y|\yno animals\y|\ypets?:?\s*none\y|\y(?:do|does)\s+not\s+(?:allow|accept|permit)\s+pets\y|\yno (?:cats|dogs) (?:or|and|nor) (?:cats|dogs)\y' AS no_pets,
        t ~ '\yno dogs\y(?!\s+(?:over|above|heavier|larger|bigger|weighing))|\ydogs?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\y|\ycats?\s+only\y|\yonly\s+cats?\y' AS no_dogs,
        t ~ '\yno cats\y|\ycats?\s+(?:are\s+|is\s+)?not\s+(?:allowed|permitted|accepted)\y|\ydogs?\s+only\y|\yonly\s+dogs?\y' AS no_cats,
        t ~ '\y(?:(?:(?:small|large|indoor) )?(?:cats?|dogs?|kittens?|pupp(?:y|ies))\s*(?:,|and|&|or)\s*)*(?:(?:small|large|indoor) )?(?:dogs?|pupp(?:y|ies))(?:\s*(?:,|and|&|or)\s*(?:(?:small|large|indoor) )?(?:cats?|dogs?|kittens?|pupp(?:y|ies)))*\s+(?:are\s+|is\s+)?(?:welcome|allowed|accepted|permitted|ok|okay)\y|\ydog[- ]friendly\y' AS dogs_welcome,
        t ~ '\y(?:(?:(?:small|large|indoor) )?(?:cats?|dogs?|kittens?|pupp(?:y|ies))\s*(?:,|and|&|or)\s*)*(?:(?:small|large|indoor) )?(?:cats?|kittens?)(?:\s*(?:,|and|&|or)\s*(?:(?:small|large|indoor) )?(?:cats?|dogs?|kittens?|pupp(?:y|ies)))*\s+(?:are\s+|is\s+)?(?:welcome|allowed|accepted|permitted|ok|okay)\y|\ycat[- ]friendly\y' AS cats_welcome,
        t ~ '\y(?:dogs?|pupp(?:y|ies)|canines?)\y' AS dog_word,
        t ~ '\y(?:cats?|kittens?|felines?)\y' AS cat_word,
        t ~ '\ypets?\s+(?:are\s+|is\s+)?(?:welcome|allowed|accepted|permitted|ok|okay)\y|\ypet[- ]friendly\y|\yall pets\y|\y(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)\s*-?\s*pets?\y' AS pets_welcome,
        t ~ '\ypets?\y' AS pet_word,
        t ~ '\yno (?:weight|size) (?:or breed )?(?:limits?|restrictions?)\y|\yno breed or (?:weight|size) (?:limits?|restrictions?)\y' AS no_weight_limit,
        coalesce(substring(t from '\y(?:up to|under|less than|below|no more than|no heavier than|max(?:imum)?(?: of)?|not to exceed|weighing up to)\s*(\d{1,3})\s*-?\s*(?:lb|lbs|pounds?)\y'), substring(t from '\yweight\s+(?:limit|max(?:imum)?|restriction)(?:\s+of|:|\s)*(\d{1,3})\y'), substring(t from '\y(\d{1,3})\s*-?\s*(?:lb|lbs|pounds?)\y')) AS weight_text,
        coalesce(substring(t from '\y(?:up to|max(?:imum)?(?: of)?|limit(?: of)?|no more than|at most)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)\s+(?:pets?|animals?|dogs?|cats?)\y'), substring(t from '\y(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)\s*-?\s*(?:pets?\s*|animals?\s*)?(?:max(?:imum)?|limit|per (?:home|apartment|unit|household|residence)|allowed|welcome|only)\y'), substring(t from '\y(?:pet|animal)\s+limit(?:\s+of|:|\s)*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)\y'), substring(t from '\y(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|single)\s+pets\y')) AS count_text,
        t ~ '\ybreeds?\y|\ypit ?bulls?\y|\yrottweilers?\y|\ydobermans?\y' AND NOT t ~ '\yno breed (?:or (?:weight|size) )?(?:restrictions?|limits?)\y|\yno (?:weight|size) or breed (?:restrictions?|limits?)\y' AS breed,
        coalesce(substring(t from '\$\s*(\d[\d,]{0,8})\s*(?:(?:one[- ]time|non[- ]?refundable|flat)\s+)?(?:pet\s+)?fee\y'), substring(t from '\yfee(?:\s+of|:|\s)*\$\s*(\d[\d,]{0,8})')) AS fee_text,
        t ~ '\yno (?:pet )?fees?\y' AS no_fee,
        coalesce(substring(t from '\$\s*(\d[\d,]{0,8})\s*(?:(?:refundable|non[- ]?refundable|security)\s+)?(?:pet\s+)?deposit\y'), substring(t from '\ydeposit(?:\s+of|:|\s)*\$\s*(\d[\d,]{0,8})')) AS deposit_text,
        t ~ '\yno (?:pet )?deposits?\y' AS no_deposit
      FROM (
        SELECT "id", "pets_allowed",
          btrim(regexp_replace(regexp_replace(lower("pet_policy"), '[^.;!?,\n()]*(?:\y(?:assistance|service|support|therapy|companion)\s+(?:animals?|dogs?|cats?)\y|\yesas?\y|\yemotional support\y)[^.;!?\n()]*', ' ', 'g'), '\s+', ' ', 'g')) AS t
        FROM "apartments"
      ) s
    ) n
  ) k
) r
WHERE a."id" = r."id";--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_pets_allowed_kinds" CHECK ("apartments"."pets_allowed" = ("apartments"."dogs_allowed" OR "apartments"."cats_allowed"));--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_max_pets" CHECK ("apartments"."max_pets" BETWEEN 1 AND 9);--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_dog_weight_limit" CHECK ("apartments"."dog_weight_limit_lb" BETWEEN 1 AND 300);--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_dog_weight_limit_dogs" CHECK ("apartments"."dog_weight_limit_lb" IS NULL OR "apartments"."dogs_allowed");--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_pet_charges_nonnegative" CHECK ("apartments"."pet_fee" >= 0 AND "apartments"."pet_deposit" >= 0);