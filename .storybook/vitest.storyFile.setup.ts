import { TestRunner } from 'vitest';
import { findStoryFileWith } from './storyInLanguage';

// Each story runs inside its file's test: the file a story in another language is built from.
findStoryFileWith(() => TestRunner.getCurrentTest()?.file?.filepath);
