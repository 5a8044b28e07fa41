export * from './AdaptiveAnchor';
