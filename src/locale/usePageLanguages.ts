import { useMemo } from 'react';
import { usePageAddress } from '../platform';
import { lightPath } from '../platform/lightPath';
import { alternates } from './alternates';
import { useLocale } from './useLocale';

/** This page in each of the site's languages, for the language menu. */
export function usePageLanguages() {
  const path = lightPath(usePageAddress().pathname);
  const current = useLocale().tag;
  return useMemo(() => alternates(path).flatMap(({ locale, href }) => (locale ? [{ name: locale.name, tag: locale.tag, href, current: locale.tag === current }] : [])), [path, current]);
}
