import { redirect } from 'react-router';

function firstEntryOf(request: Request) {
  const { pathname } = new URL(request.url);
  return redirect(`${pathname.replace(/\/+$/, '')}/1`, 301);
}

export const loader = ({ request }: { request: Request }) => firstEntryOf(request);
export const clientLoader = ({ request }: { request: Request }) => firstEntryOf(request);

export default function RedirectToFirst() {
  return null;
}
