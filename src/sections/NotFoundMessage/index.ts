export * from './NotFoundMessage';
