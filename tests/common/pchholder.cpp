// The precompiled headers of a folder of tests live in a library built from this file alone.
