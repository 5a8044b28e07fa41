// Generated from src/messages/en.json by src/prerender/messages/messageCatalogs.ts whenever Vite starts. Do not edit.

declare module 'virtual:messages/counters' {
  export const tag: import('../platform/format').LocaleTag;
  const messages: {
    readonly completedProjects: string;
    readonly thousandsSuffix: string;
    readonly yearsOfExperience: string;
    readonly countriesServed: string;
    readonly partnerBanks: string;
  };
  export default messages;
}
