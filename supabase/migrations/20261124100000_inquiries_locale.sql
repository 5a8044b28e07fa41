-- The language of the page an inquiry was sent from (English at today's addresses; later /es/,
-- /pt-br/, /fr/, /ar/): the page's `<html lang>`, lowercased, as a short BCP 47-like tag
-- ('en', 'es', 'pt-br', 'fr', 'ar').
--
-- Nullable: rows stored before this have none, and the form sends null rather than a tag this
-- check would refuse (src/sections/ContactForm/inquiryPost.ts, server/inquiryPage.mjs: the same
-- pattern, checked against this file by server/inquiryForm.test.ts), so a page with an unusual
-- `lang` never costs a visitor their inquiry.

alter table public.starbridge_inquiries
  add column locale text
    constraint starbridge_inquiries_locale_shape check (locale ~ '^[a-z]{2}(-[a-z]{2})?$');

comment on column public.starbridge_inquiries.locale is 'Language of the page the inquiry was sent from (its html lang, lowercased), or null.';

-- A new column has no column grant: anon may insert it like the four it already may.
grant insert (locale) on table public.starbridge_inquiries to anon;
