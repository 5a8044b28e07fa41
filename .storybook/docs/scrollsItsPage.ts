/**
 * Parameters of a story that scrolls its own page (a sticky header, a part that counts up below the
 * fold): on its Docs page its frame keeps a canvas's height, with room to scroll, instead of
 * fitting its content (`docs.story.height` is Storybook's own parameter for a framed story's height).
 */
export const scrollsItsPage = { docs: { story: { height: '900px' } } };
