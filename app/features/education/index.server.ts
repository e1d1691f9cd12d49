// Public server entry of the education feature: the articles other features index and list.
export { articles, type Article } from "./content.server";
