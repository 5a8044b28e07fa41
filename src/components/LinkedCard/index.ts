export * from './CardTitleLink';
export * from './LinkedCard';
