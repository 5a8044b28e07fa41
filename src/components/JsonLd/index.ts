// No story: it draws nothing, only a script tag for crawlers filled in the prerender; JsonLd.test.tsx checks what it writes.
export * from './JsonLd';
