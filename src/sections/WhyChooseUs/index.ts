export * from './WhyChooseUs';
