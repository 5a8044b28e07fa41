export * from './SiteLink';
