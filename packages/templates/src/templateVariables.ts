// The global variables the templates' nodes name (load_from_db fields): a user who created them
// runs a template as it is.

/** The credential variable the model and embeddings nodes read their API key from. */
export const TEMPLATE_API_KEY_VARIABLE = 'OPENAI_API_KEY';
