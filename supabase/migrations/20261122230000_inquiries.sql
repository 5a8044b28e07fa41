-- Inquiries sent from the contact form (/contact-us).
--
-- The table name carries the brand's prefix: `starbridge` here, `VITE_TABLE_PREFIX` in the site.
-- A different prefix means renaming `starbridge_inquiries` in this file as well (see README).
--
-- Bounds, mirrored by the form's own checks (src/sections/ContactForm/inquiryLimits.ts):
--   name      1-100 characters, not only whitespace
--   email     5-254 characters, shaped like local@domain.tld (no spaces, one @)
--   phone_no  5-32 characters of digits, spaces, + ( ) - . with 5 to 15 digits
--   comments  1-2000 characters, not only whitespace

create table public.starbridge_inquiries (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  name text not null
    constraint starbridge_inquiries_name_length check (char_length(name) between 1 and 100)
    constraint starbridge_inquiries_name_not_blank check (name ~ '[^[:space:]]'),
  email text not null
    constraint starbridge_inquiries_email_length check (char_length(email) between 5 and 254)
    constraint starbridge_inquiries_email_shape check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone_no text not null
    constraint starbridge_inquiries_phone_length check (char_length(phone_no) between 5 and 32)
    constraint starbridge_inquiries_phone_shape check (
      phone_no ~ '^[0-9+() .-]+$'
      and char_length(regexp_replace(phone_no, '[^0-9]', '', 'g')) between 5 and 15
    ),
  comments text not null
    constraint starbridge_inquiries_comments_length check (char_length(comments) between 1 and 2000)
    constraint starbridge_inquiries_comments_not_blank check (comments ~ '[^[:space:]]')
);

comment on table public.starbridge_inquiries is 'Contact form inquiries. The public (anon) key may insert; only the service role reads.';

-- Readers come later (newest first).
create index starbridge_inquiries_created_at_idx on public.starbridge_inquiries (created_at desc);

alter table public.starbridge_inquiries enable row level security;

-- Supabase's default privileges give anon and authenticated everything on a new public table;
-- take that back so the grant below is the only door.
revoke all on table public.starbridge_inquiries from anon, authenticated;
grant usage on schema public to anon;
grant insert (name, email, phone_no, comments) on table public.starbridge_inquiries to anon;
grant all on table public.starbridge_inquiries to service_role;

-- Grants decide which commands anon may run; this policy decides which rows it may add (any valid one).
-- There is no select, update or delete policy, so even a future grant would expose no rows.
create policy "Visitors can send an inquiry"
  on public.starbridge_inquiries
  for insert
  to anon
  with check (true);
