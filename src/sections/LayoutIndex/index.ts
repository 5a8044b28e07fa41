export { LayoutIndex, type LayoutGroup, type LayoutIndexProps } from './LayoutIndex';
