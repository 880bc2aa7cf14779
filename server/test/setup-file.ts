// Server tests log nothing unless asked; a failing test prints its own details.
process.env.LOG_LEVEL ??= 'silent';
