import YAMLSource
