export * from './PackageBlocks';
