export * from './NativeSelectField';
