"""Witness generators: runners that really run models and write sealed bundles."""
