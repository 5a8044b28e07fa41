export * from './ProjectDetail';
export { neighbours } from './neighbours';
