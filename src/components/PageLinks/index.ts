export * from './PageLinks';
export * from './paginate';
