export * from './MissionValues';
