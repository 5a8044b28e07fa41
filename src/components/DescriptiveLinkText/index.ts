export * from './DescriptiveLinkText';
