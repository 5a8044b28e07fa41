-- Inquiries hold visible text only, by the same definitions as the form
-- (src/sections/ContactForm/inquiryLimits.ts: blankCharacters, controlCharacters).
--
--   blank     Unicode White_Space and the default-ignorable characters of the Basic Multilingual
--             Plane (zero-width spaces and joiners, soft hyphen, bidirectional marks, variation
--             selectors, fillers, byte order mark): a name or comment of only these is refused,
--             where `[:space:]` let no-break and zero-width spaces through.
--   control   Unicode Cc (C0, DEL, C1): refused in every field; the comments keep line breaks (\n).
--             The phone number's shape already allows only ASCII digits, spaces and + ( ) - .
--   email     no blank or control character anywhere.
--
-- The new checks are NOT VALID: rows stored before stay as they are (npm run inquiries shows
-- their control characters escaped) and every row written from now on must pass.

alter table public.starbridge_inquiries
  drop constraint starbridge_inquiries_name_not_blank,
  drop constraint starbridge_inquiries_comments_not_blank;

alter table public.starbridge_inquiries
  add constraint starbridge_inquiries_name_not_blank
    check (name ~ '[^\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8]') not valid,
  add constraint starbridge_inquiries_comments_not_blank
    check (comments ~ '[^\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8]') not valid,
  add constraint starbridge_inquiries_name_no_controls
    check (name !~ '[\u0000-\u001F\u007F-\u009F]') not valid,
  add constraint starbridge_inquiries_email_visible
    check (email !~ '[\u0000-\u001F\u007F-\u009F\u0009-\u000D\u0020\u0085\u00A0\u00AD\u034F\u061C\u115F\u1160\u1680\u17B4\u17B5\u180B-\u180F\u2000-\u200F\u2028-\u202F\u205F-\u206F\u3000\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8]') not valid,
  add constraint starbridge_inquiries_comments_no_controls
    check (comments !~ '[\u0000-\u0009\u000B-\u001F\u007F-\u009F]') not valid;
