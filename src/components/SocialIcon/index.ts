export * from './SocialIcon';
