export * from './TeamGrid';
export type { TeamGridLabels, TeamGridLayout, TeamGridMember } from './types';
